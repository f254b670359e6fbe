import * as v from 'valibot';
import { FORM_MESSAGES, isHttpUrl, type FormMappingValues, type MarketingProvider } from './forms';

// Mapping detection: the fields of the forms found on an outside page, and a mapping guessed from them.

export const mappingDetectSchema = v.object({
  url: v.pipe(
    v.string(FORM_MESSAGES.sourceUrlInvalid),
    v.trim(),
    v.check(isHttpUrl, FORM_MESSAGES.sourceUrlInvalid),
    v.maxLength(2048, FORM_MESSAGES.sourceUrlInvalid),
  ),
});

export type DetectedField = { name: string; type: string; label: string; options: string[] };
export type DetectedForm = {
  selector: string;
  id: string | null;
  name: string | null;
  action: string | null;
  provider: MarketingProvider;
  fields: DetectedField[];
  /** A mapping guessed from input names and types; the user reviews it before saving. */
  suggestion: { nameFields: FormMappingValues['nameFields']; emailField: string; additionalFields: FormMappingValues['additionalFields'] };
};
export type MappingDetectDto = { url: string; forms: DetectedForm[]; truncated: boolean; pageProvider: MarketingProvider | null };
