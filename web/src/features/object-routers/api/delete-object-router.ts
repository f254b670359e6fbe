import { api } from '@web/lib/api';
import { useDeleteById } from '@web/lib/delete-mutation';
import { objectKey } from './list-object-routers';

export const useDeleteObjectRouter = () => useDeleteById(api['object-routers'][':id'], 'Object router deleted', { lists: [objectKey] });
