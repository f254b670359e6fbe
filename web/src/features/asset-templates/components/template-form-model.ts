import { valibotResolver } from '@hookform/resolvers/valibot';
import type { Resolver } from 'react-hook-form';
import { assetTemplateInputSchema, type AssetPosition, type AssetTemplateDto } from '@contracts/assets';

export type TemplateForm = {
  name: string;
  assetPosition: AssetPosition;
  assetId: string;
  showProfileInfo: boolean;
  showLogo: boolean;
  usesAccountMeta: boolean;
  ogTags: { title: string; description: string; image: string };
};

export const TEMPLATE_FIELDS = [
  'name',
  'assetPosition',
  'assetId',
  'showProfileInfo',
  'showLogo',
  'usesAccountMeta',
  'ogTags.title',
  'ogTags.description',
  'ogTags.image',
] as const;

export const newTemplateValues = (): TemplateForm => ({
  name: '',
  assetPosition: 'left',
  assetId: '',
  showProfileInfo: true,
  showLogo: true,
  usesAccountMeta: true,
  ogTags: { title: '', description: '', image: '' },
});

export const templateValuesOf = (t: AssetTemplateDto): TemplateForm => ({
  name: t.name,
  assetPosition: t.assetPosition,
  assetId: t.assetId ?? '',
  showProfileInfo: t.showProfileInfo,
  showLogo: t.showLogo,
  usesAccountMeta: t.usesAccountMeta,
  ogTags: { ...t.ogTags },
});

/** The browser checks the server's schema, so messages read the same; the checked values are what is sent. */
export const templateResolver = valibotResolver(assetTemplateInputSchema) as unknown as Resolver<TemplateForm>;
