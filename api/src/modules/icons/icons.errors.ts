import { AppError } from '../../plugins/errors';

export const iconCollectionNotFound = (collection: string) =>
  new AppError(404, 'ICON_COLLECTION_NOT_FOUND', `Coleção de ícones desconhecida: ${collection}.`);
