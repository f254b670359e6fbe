import { Controller, FormProvider, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import toast from 'react-hot-toast';
import { ExternalLink } from 'lucide-react';
import type * as v from 'valibot';
import { homePageSchema, type HomePageDto, type MeetingLinkDto } from '@contracts/meeting-links';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { CopyButton } from '@web/components/ui/copy-button';
import { FormField } from '@web/components/ui/form-field';
import { FormSection, SaveBar } from '@web/components/ui/form-section';
import { SlugInput } from '@web/components/ui/slug-input';
import { UnsavedChangesDialog } from '@web/components/ui/unsaved-changes-dialog';
import { TextField, TextareaField } from '@web/components/ui/text-field';
import { submitTo } from '@web/lib/forms';
import { useSaveHomePage } from '../api/save-home-page';
import { HOME_FIELDS, homePageValues, type HomePageForm } from './home-page-model';
import { LinkOrderPicker } from './link-order-picker';
import { ProfileLinksEditor } from './profile-links-editor';

/** The home page editor: address, greeting, about, profile links and the meeting links it lists. */
export function HomePageEditorForm({ page, links, name }: { page: HomePageDto | null; links: MeetingLinkDto[]; name: string }) {
  const save = useSaveHomePage();
  const form = useForm<HomePageForm, unknown, v.InferOutput<typeof homePageSchema>>({
    resolver: valibotResolver(homePageSchema),
    defaultValues: homePageValues(page, name),
  });
  const { errors, isDirty } = form.formState;
  // The public address uses the scheduler domain, which the links' URLs already carry.
  const prefix = page?.url.replace(/[^/]*$/, '') ?? links[0]?.url.replace(/\/b\/[^/]*$/, '/u/') ?? `${window.location.origin}/u/`;
  const submit = submitTo(form, save, HOME_FIELDS, (saved) => {
    form.reset(homePageValues(saved, name));
    toast.success(page ? 'Home page updated' : 'Home page published');
  });
  return (
    <FormProvider {...form}>
      <UnsavedChangesDialog when={isDirty && !save.isPending} />
      <form onSubmit={submit} noValidate>
        <Card>
          <CardContent className="p-6">
            {page && (
              <div className="mb-6 flex flex-wrap items-center gap-2 rounded-md border bg-muted/40 p-3 text-sm">
                <span className="text-muted-foreground">Your page is live at</span>
                <a href={page.url} target="_blank" rel="noreferrer" className="min-w-0 truncate font-medium text-primary hover:underline">
                  {page.url}
                </a>
                <CopyButton value={page.url} variant="ghost" size="icon" className="h-7 w-7" label="Copy home page URL" />
                <Button asChild size="sm" variant="outline" className="ml-auto">
                  <a href={page.url} target="_blank" rel="noreferrer">
                    <ExternalLink /> View page
                  </a>
                </Button>
              </div>
            )}
            <FormSection title="Page address" description="Where prospects find all your meeting links.">
              <FormField
                id="home-slug"
                label="User slug"
                error={errors.userSlug?.message}
                hint="Letters, numbers, hyphens, dots and underscores."
              >
                <SlugInput prefix={prefix} status={errors.userSlug ? 'unavailable' : 'idle'} {...form.register('userSlug')} />
              </FormField>
            </FormSection>
            <FormSection title="About you" description="Shown at the top of the page.">
              <TextField form={form} name="greeting" id="home-greeting" label="Greeting text" maxLength={200} />
              <TextareaField
                form={form}
                name="about"
                id="home-about"
                label="About"
                hint="Optional. A few words on who you are and how you help."
                rows={4}
                maxLength={2000}
              />
              <ProfileLinksEditor />
            </FormSection>
            <FormSection title="Meeting links" description="Choose at least one of your links and put them in order.">
              <Controller
                control={form.control}
                name="linkIds"
                render={({ field }) => (
                  <LinkOrderPicker
                    links={links}
                    value={field.value}
                    onChange={(ids) => (field.onChange(ids), ids.length && form.clearErrors('linkIds'))}
                    error={errors.linkIds?.message ?? errors.linkIds?.root?.message}
                  />
                )}
              />
            </FormSection>
            <SaveBar
              dirty={isDirty}
              saving={save.isPending}
              onDiscard={() => form.reset()}
              saveLabel={page ? 'Save changes' : 'Publish home page'}
              saveDisabled={!!page && !isDirty}
            />
          </CardContent>
        </Card>
      </form>
    </FormProvider>
  );
}
