import { FormSection } from '@web/components/ui/form-section';
import { PageHeader } from '@web/components/ui/page';
import { AssetLibrary } from './asset-library';
import { TemplateList } from './template-list';

/**
 * /meeting-links/settings/asset-configuration (spec section 1): the asset library and the asset templates that
 * place an asset (image, video, YouTube, Vimeo or Loom) beside or behind the scheduler on campaign router pages.
 */
export function AssetConfigurationPage() {
  return (
    <div>
      <PageHeader
        title="Asset configuration"
        description="Templates place an image or a video beside or behind the scheduler on your campaign router pages, and set what link previews show."
      />
      <FormSection title="Asset templates" description="Pick a template in a campaign router's Asset template layout card.">
        <TemplateList />
      </FormSection>
      <FormSection title="Asset library" description="Images and videos up to 5 MB, or YouTube, Vimeo and Loom links.">
        <AssetLibrary />
      </FormSection>
    </div>
  );
}
