import { Type, type Static, type TLiteral, type TSchema, type TUnion } from '@sinclair/typebox';

/** A literal 0 | 1 flag (the product's integer booleans). */
export const Flag = Type.Union([Type.Literal(0), Type.Literal(1)]);
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** A union of string literals (TypeBox's own helper keeps the literal types). */
export const Literals = <const T extends string>(...values: T[]) =>
  Type.Union(values.map((v) => Type.Literal(v))) as unknown as TUnion<TLiteral<T>[]>;

/** A message's stable code and its placeholders' values (contracts/src/rules/messages.ts). */
export const MessageCodeFields = {
  code: Type.Optional(Type.String()),
  values: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]))),
};

/** `{ success: true, data, message? }`: the envelope of most answers. */
export const Ok = <T extends TSchema>(data: T) =>
  Type.Object({
    success: Type.Literal(true),
    data,
    message: Type.Optional(Type.String()),
    ...MessageCodeFields,
  });

/** `{ success: true, message, code? }`. */
export const ApiMessage = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  ...MessageCodeFields,
});
export type ApiMessage = Static<typeof ApiMessage>;

/** Every 4xx/5xx answer. `errors` carries the message again where the screens read `errors`. */
export const ApiErrorBody = Type.Object({
  success: Type.Literal(false),
  message: Type.String(),
  errors: Type.Optional(Nullable(Type.Union([Type.String(), Type.Record(Type.String(), Type.String())]))),
  details: Type.Optional(Type.String()),
  statusCode: Type.Optional(Type.Number()),
  /** The message's stable code and its placeholders' values: the front ends show its text. */
  ...MessageCodeFields,
});
export type ApiErrorBody = Static<typeof ApiErrorBody>;

export interface ApiOk<T> {
  success: true;
  data: T;
  message?: string;
}

/** The largest value of a 32-bit integer column (PostgreSQL `integer`, the ids' type). */
export const INT32_MAX = 2_147_483_647;

/** A row id: a positive 32-bit integer, so no value reaches the database outside its column's range. */
export const Id = (opts: { default?: number } = {}) =>
  Type.Integer({ minimum: 1, maximum: INT32_MAX, ...opts });

/** A count or an amount of credits stored in an integer column. */
export const Int = (opts: { minimum?: number; maximum?: number; default?: number } = {}) =>
  Type.Integer({ minimum: 0, maximum: INT32_MAX, ...opts });
