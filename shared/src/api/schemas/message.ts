import { z } from 'zod';

// ----------------------------------------------------------------------
// A message for people to read, as the API sends it: a code of the catalogue
// (@mediawatch/shared/messages), its parameters, and its English text for logs
// and old clients. The pages word it in the reader's language (useMessage);
// docs/decisions/0040-server-texts-as-codes.md.

/** The languages a server message can be written in (docs/spec.md §3). */
export const MESSAGE_LANGUAGES = ['en', 'fr', 'ar'] as const;

const valueSchema = z.union([z.string(), z.number(), z.null()]);

/** A message inside another ("…; retry after 60 s"): one level. */
const innerMessageSchema = z.object({
  code: z.string(),
  params: z.record(z.string(), valueSchema).optional(),
  text: z.string().optional(),
});

export const codedMessageSchema = z.object({
  code: z.string(),
  params: z.record(z.string(), z.union([valueSchema, innerMessageSchema])).optional(),
  text: z.string().optional(),
});

export type CodedMessageBody = z.infer<typeof codedMessageSchema>;
