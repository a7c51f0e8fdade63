import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { recordAction } from '../../operator/audit.ts';
import {
  CATALOGUE_KINDS,
  catalogueItems,
  nameColumns,
  subjectOf,
  updateNames,
} from '../../operator/catalogue-repo.ts';
import { allow, ANY_STAFF, REVIEWERS } from '../../operator/roles.ts';
import { UrduText } from '../../operator/urdu-text.ts';
import { Id } from '../../lib/limits.ts';
import { Nullable, ok200, tags } from './schemas.ts';

// The catalogue's names as subscribers see them, in English and Urdu: games, rewards, daily tasks
// and game challenges (tournaments have their own form). Staff read them all and rename one.

const Kind = Type.Union(CATALOGUE_KINDS.map((k) => Type.Literal(k)));

const Item = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  nameUr: Nullable(Type.String()),
  game: Nullable(Type.String()),
  objective: Type.Optional(Type.String()),
  objectiveUr: Type.Optional(Nullable(Type.String())),
});

const Names = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    // Empty or null: subscribers reading in Urdu see the English text.
    nameUr: UrduText(100),
    objective: Type.Optional(Type.String({ minLength: 1, maxLength: 300 })),
    objectiveUr: UrduText(300),
  },
  { additionalProperties: false },
);

export const catalogueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/catalogue/:kind',
    {
      config: allow(ANY_STAFF),
      schema: {
        tags,
        summary: 'Games, rewards, daily tasks or game challenges with their English and Urdu names',
        params: Type.Object({ kind: Kind }),
        response: ok200(Type.Array(Item)),
      },
    },
    async (request) => ({ success: true as const, data: await catalogueItems(app.db, request.params.kind) }),
  );

  app.patch(
    '/catalogue/:kind/:id',
    {
      config: allow(REVIEWERS),
      schema: {
        tags,
        summary: 'Rename one (English and/or Urdu); subscribers see it on their next read',
        params: Type.Object({ kind: Kind, id: Id() }),
        body: Names,
        response: ok200(Item),
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      const cols = nameColumns(kind, request.body);
      const [before] = await catalogueItems(app.db, kind, id);
      await updateNames(app.db, kind, id, cols);
      const [after] = await catalogueItems(app.db, kind, id);
      await recordAction(
        app.db,
        request,
        { action: `${subjectOf(kind)}.update`, target: `${subjectOf(kind)}:${id}`, before, after },
        app.nowIso(),
      );
      return { success: true as const, message: 'Updated', data: after as NonNullable<typeof after> };
    },
  );
};
