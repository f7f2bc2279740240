import { withoutOddValues } from '@mediawatch/shared/schemas';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';

// ----------------------------------------------------------------------
// Every route's body, query and params are validated by their zod schema with
// the shared `rejectOddValues` refinement on top (docs/decisions/0011-hardening.md, "Odd values"): a NUL
// character anywhere in a request is a 400 naming the field, whatever the
// route, before any handler or the database sees it.

export const strictValidatorCompiler: FastifySchemaCompiler<$ZodType> = (route) =>
  validatorCompiler({
    ...route,
    schema:
      route.schema instanceof z.core.$ZodType ? withoutOddValues(route.schema as Parameters<typeof withoutOddValues>[0]) : route.schema,
  });
