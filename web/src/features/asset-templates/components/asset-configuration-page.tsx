import { FormSection } from '@web/components/ui/form-section';
import { PageHeader } from '@web/components/ui/page';
import { useVideoTarget } from '../api/video-uploads';
import { AssetLibrary } from './asset-library';
import { MeetingLinkTemplate } from './meeting-link-template';
import { TemplateList } from './template-list';

/**
 * /meeting-links/settings/asset-configuration (spec section 1): the asset library and the asset templates that
 * place an asset (image, video, YouTube, Vimeo or Loom) beside or behind the scheduler: one template for every
 * meeting link's booking page (organization-wide), and one per campaign router page.
 */
export function AssetConfigurationPage() {
  const viaMux = useVideoTarget().data === 'mux';
  return (
    <div>
      <PageHeader
        title="Asset configuration"
        description="Templates place an image or a video beside or behind the scheduler on your meeting links' booking pages and campaign router pages, and set what link previews show."
      />
      <FormSection
        title="Asset templates"
        description="Choose here the template all meeting links use; a campaign router picks its own in its Asset template layout card."
      >
        <MeetingLinkTemplate />
        <TemplateList />
      </FormSection>
      <FormSection
        title="Asset library"
        description={
          viaMux
            ? 'Images up to 5 MB, videos through Mux, or YouTube, Vimeo and Loom links.'
            : 'Images and videos up to 5 MB, or YouTube, Vimeo and Loom links.'
        }
      >
        <AssetLibrary />
      </FormSection>
    </div>
  );
}
