import { z } from 'zod';

import { codedMessageSchema } from './message';

/** Every 4xx/5xx answer of the API has this JSON body. */
export const errorBodySchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  /**
   * A refused request's reason as a code of the catalogue (`validation.*`
   * for a schema's refusal, the first field's), worded in the reader's
   * language by the pages; `message` stays its English
   * (docs/decisions/0040-server-texts-as-codes.md).
   */
  coded: codedMessageSchema.optional(),
  /** Every refused field of a schema's 400, as codes (one per field). */
  issues: z.array(codedMessageSchema).optional(),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;
