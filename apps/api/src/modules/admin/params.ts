import { z } from 'zod';

/** A database id in a path: a positive 32-bit integer. */
export const idSchema = z.coerce.number().int().positive().max(2_147_483_647);
export const idParamsSchema = z.object({ id: idSchema });
export const chapterParamsSchema = z.object({ id: idSchema, chapterId: idSchema });
