import { Type, type TObject, type TProperties, type TSchema } from '@sinclair/typebox';
import { limits } from '@portal/contracts/rules';
import { Id } from '../../lib/limits.ts';
import { ROLES } from '../../operator/roles.ts';

// Shapes shared by the operator routes. Every answer is {success, message?, data?}.

export const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
export const Ok = <T extends TSchema>(data: T) =>
  Type.Object({ success: Type.Literal(true), message: Type.Optional(Type.String()), data });
export const Done = Type.Object({ success: Type.Literal(true), message: Type.Optional(Type.String()) });
export const ok200 = <T extends TSchema>(data: T) => ({ 200: Ok(data) });

export const Role = Type.Union(ROLES.map((r) => Type.Literal(r)));
export const Staff = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  name: Type.String(),
  role: Role,
});
export const Reason = Type.String({ minLength: 1, maxLength: limits.staffReasonMax });
export const IdParams = Type.Object({ id: Id() });

export const Page = {
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })),
};
export const paged = <P extends TProperties>(props: P): TObject<P & typeof Page> =>
  Type.Object({ ...props, ...Page });

export const Phone = Type.Object({ id: Type.Integer(), phone: Type.String() });
export const tags = ['operator'];
