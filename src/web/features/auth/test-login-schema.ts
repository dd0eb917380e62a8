/**
 * The test login form (spec §2 Login screens, §3 Test login payload), with the shared field rules
 * the server applies too (person code checksum, company code; spec §5).
 */
import * as v from 'valibot';
import {
  companyCodeSchema,
  optionalField,
  personCodeSchema,
  requiredString,
} from '../../../shared/fields/index.ts';

export const testLoginSchema = v.object({
  vardas: requiredString,
  pavarde: requiredString,
  asmensKodas: personCodeSchema,
  imonesKodas: optionalField(companyCodeSchema),
});

export type TestLoginInput = v.InferInput<typeof testLoginSchema>;
export type TestLoginOutput = v.InferOutput<typeof testLoginSchema>;
