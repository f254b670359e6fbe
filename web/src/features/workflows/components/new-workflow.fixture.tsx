import { beforeEach } from 'vitest';
import { fakeFetch, jsonResponse, restoreAfterEach } from '@web/lib/test/fake-fetch';
import { renderRoute } from '@web/lib/test/list-page';
import { WorkflowFormPage } from './workflow-form-page';

/**
 * The API behind the new-workflow page's tests: every save (POST) is recorded, then refused with these field
 * messages (422, the spec's wording); any other request gets `other(path)` as its data. Call it once at the top of a file.
 */
export function fakeWorkflowApi(refusals: { detail: string; pointer: string }[], other: (path: string) => unknown = () => []) {
  const posted: any[] = [];
  beforeEach(() => {
    posted.length = 0;
    fakeFetch(({ method, path, body }) => {
      if (path.includes('/api/workflows') && method === 'POST') {
        posted.push(body);
        return jsonResponse(422, {
          errors: refusals.map(({ detail, pointer }) => ({ status: '422', code: 'invalid', detail, source: { pointer } })),
        });
      }
      return other(path);
    });
  });
  restoreAfterEach();
  return posted;
}

export const renderNewWorkflow = () => renderRoute('/workflows/new', <WorkflowFormPage mode="new" />);
