import { z } from 'zod';

// ----------------------------------------------------------------------
// A PATCH body changes the fields it sends and keeps the others. An input
// schema's `.partial()` is not that in zod 4: a field with `.default(…)`
// still takes its default when it is absent, so renaming a source once reset
// its polling interval and took it out of every group. `updateOf` makes the
// update schema of an input schema: every field optional, none defaulted
// (update-schemas.test.ts checks every update schema).

type WithoutDefault<Field> = Field extends z.ZodDefault<infer Inner> ? Inner : Field;

export type UpdateShape<Shape extends z.ZodRawShape> = { [Key in keyof Shape]: z.ZodOptional<WithoutDefault<Shape[Key]>> };

/** The update schema of an input schema: its fields, each optional and without its default. */
export function updateOf<Shape extends z.ZodRawShape>(input: z.ZodObject<Shape>): z.ZodObject<UpdateShape<Shape>> {
  const shape = Object.fromEntries(
    Object.entries(input.shape).map(([key, field]) => [key, z.optional(field instanceof z.ZodDefault ? field.unwrap() : field)]),
  );
  return z.object(shape) as unknown as z.ZodObject<UpdateShape<Shape>>;
}
