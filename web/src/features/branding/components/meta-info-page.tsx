import { useForm } from 'react-hook-form';
import type { BrandingDto } from '@contracts/branding';
import { Card, CardContent } from '@web/components/ui/card';
import { FormSection, SaveBar } from '@web/components/ui/form-section';
import { PageHeader } from '@web/components/ui/page';
import { EditorSkeleton, ListError } from '@web/components/ui/query-states';
import { TextField, TextareaField } from '@web/components/ui/text-field';
import { submitTo } from '@web/lib/forms';
import { useSession } from '@web/lib/session';
import { useBranding } from '../api/get-branding';
import { useUpdateBranding } from '../api/update-branding';
import { useUpdateLogo } from '../api/update-logo';
import { ImageUploadField } from './image-upload-field';

type Values = { metaTitle: string; metaDescription: string };
const valuesOf = (b: BrandingDto): Values => ({ metaTitle: b.metaTitle ?? '', metaDescription: b.metaDescription ?? '' });

function MetaInfoForm({ branding, logoUrl }: { branding: BrandingDto; logoUrl: string | null }) {
  const update = useUpdateBranding('Meta info saved');
  const images = useUpdateBranding('Image saved');
  const logo = useUpdateLogo();
  const form = useForm<Values>({ defaultValues: valuesOf(branding) });
  const onSubmit = submitTo(form, update, ['metaTitle', 'metaDescription'], (data) => form.reset(valuesOf(data)));
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6">
      <FormSection
        title="Page title and description"
        description="Browser tabs, search results and link previews show them. A meeting link's own meta info wins."
      >
        <TextField form={form} name="metaTitle" label="Page title" maxLength={70} />
        <TextareaField form={form} name="metaDescription" label="Description" maxLength={300} rows={3} />
        <SaveBar dirty={form.formState.isDirty} saving={update.isPending} onDiscard={() => form.reset()} />
      </FormSection>
      <FormSection title="Images" description="Saved as soon as they are uploaded or removed.">
        <ImageUploadField
          id="logo"
          label="Logo"
          size={{ width: 128, height: 128 }}
          value={logoUrl}
          saving={logo.isPending}
          onChange={(url) => logo.mutate(url)}
        />
        <ImageUploadField
          id="metaImage"
          label="Meta image"
          size={{ width: 1200, height: 630 }}
          value={branding.metaImageUrl}
          saving={images.isPending}
          onChange={(url) => images.mutate({ metaImageUrl: url })}
        />
        <ImageUploadField
          id="favicon"
          label="Favicon"
          size={{ width: 32, height: 32 }}
          value={branding.faviconUrl}
          saving={images.isPending}
          onChange={(url) => images.mutate({ faviconUrl: url })}
        />
      </FormSection>
    </form>
  );
}

/** /settings/branding/meta-info (Admins): title, description, meta image, favicon and logo of the pages prospects see. */
export function MetaInfoPage() {
  const branding = useBranding();
  const session = useSession();
  return (
    <div className="grid gap-6">
      <PageHeader title="Meta info" description="How your booking and campaign pages appear in browser tabs and link previews." />
      {branding.isPending || session.isPending ? (
        <EditorSkeleton label="Loading meta info" />
      ) : branding.isError ? (
        <ListError what="meta info" error={branding.error} retry={() => void branding.refetch()} />
      ) : (
        <Card>
          <CardContent className="p-6">
            <MetaInfoForm branding={branding.data} logoUrl={session.data?.account.logoUrl ?? null} />
          </CardContent>
        </Card>
      )}
    </div>
  );
}
