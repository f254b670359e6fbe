import { api } from '@web/lib/api';
import { useDeleteById } from '@web/lib/cache-mutation';
import { objectKey } from './list-object-routers';

export const useDeleteObjectRouter = () => useDeleteById(api['object-routers'][':id'], [objectKey], 'Object router deleted');
