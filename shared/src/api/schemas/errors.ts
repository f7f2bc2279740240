import { z } from 'zod';

/** Every 4xx/5xx answer of the API has this JSON body. */
export const errorBodySchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;
