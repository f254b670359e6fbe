import { useMutation } from '@tanstack/react-query';
import type { MappingDetectDto } from '@contracts/forms-detect';
import { api, call } from '@web/lib/api';

/** Auto-fetch: the server loads the page and lists its forms; on failure the editor keeps manual mapping open. */
export function useDetectMapping() {
  return useMutation({
    mutationFn: async (url: string): Promise<MappingDetectDto> => (await call(api.forms.mapping.detect.$post({ json: { url } }))).data,
  });
}
