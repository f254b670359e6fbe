import type { MappingDetectDto } from '../../../contracts/forms-detect';
import { FORM_MESSAGES } from '../../../contracts/forms';
import { DomainError } from '../../../core/errors';
import { fetchPage, PageFetchError, type PageFetchOptions } from './page-fetch';
import { parseForms } from './parse-forms';
import { suggestMapping } from './suggest-mapping';

/**
 * Auto-fetch for the mapping editor: loads the page, lists its forms with their fields and a guessed
 * mapping. Any fetch problem is one 422 telling the user to map by hand (the code says which problem).
 */
export async function detectMapping(url: string, options: PageFetchOptions): Promise<MappingDetectDto> {
  let page;
  try {
    page = await fetchPage(url, options);
  } catch (e) {
    if (e instanceof PageFetchError) throw new DomainError('invalid', `page_${e.reason}`, FORM_MESSAGES.fetchFailed, '/url');
    throw e;
  }
  const parsed = await parseForms(page.html);
  return {
    url: page.url,
    truncated: page.truncated,
    pageProvider: parsed.pageProvider,
    forms: parsed.forms.map((f) => ({ ...f, suggestion: suggestMapping(f.fields) })),
  };
}
