import { z } from 'zod';
import { SOURCE_GROUP_LIMITS } from '../limits';
import { updateOf } from './update';

// ----------------------------------------------------------------------
// Source groups: named collections of sources (a source is in many).

/** `POST /api/sourceGroup/add` body. */
export const sourceGroupInputSchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, { error: 'Name is required' })
    .max(SOURCE_GROUP_LIMITS.nameMax, { error: `Name must be at most ${SOURCE_GROUP_LIMITS.nameMax} characters` }),
  description: z
    .string()
    .trim()
    .max(SOURCE_GROUP_LIMITS.descriptionMax, {
      error: `Description must be at most ${SOURCE_GROUP_LIMITS.descriptionMax} characters`,
    })
    .default(''),
  sourceIds: z
    .array(z.uuid({ error: 'Source ids must be UUIDs' }))
    .max(5000)
    .default([]),
});

export type SourceGroupInput = z.input<typeof sourceGroupInputSchema>;

/** `PATCH /api/sourceGroup/update/{id}` body: the fields sent are changed (`sourceIds` replaces the membership). */
export const sourceGroupUpdateSchema = updateOf(sourceGroupInputSchema);

export type SourceGroupUpdate = z.input<typeof sourceGroupUpdateSchema>;

export const sourceGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  sourceIds: z.array(z.string()),
  sourceCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type SourceGroup = z.infer<typeof sourceGroupSchema>;

export const sourceGroupListSchema = z.array(sourceGroupSchema);
