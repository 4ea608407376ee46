import { Box, Button, Heading, Stack, Switch, Text } from '@chakra-ui/react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CampaignInput } from '@tessera/domain/campaigns/campaign';
import { notify, notifyFailure } from '../../../components/toaster';
import { ApiFailure } from '../../../lib/api/client';
import { saveCampaign } from '../api/saveCampaign';
import { CampaignBasicsFields } from './CampaignBasicsFields';
import { draftOf, resolver, type Draft } from './campaignDraft';
import { formPathOf } from './campaignFormErrors';
import { CampaignHeaderField } from './CampaignHeaderField';
import { CampaignPoliciesField } from './CampaignPoliciesField';
import { CampaignQuestionsEditor } from './CampaignQuestionsEditor';
import { ConfirmationEmailFields } from './ConfirmationEmailFields';
import { PrivacyPolicyNotice } from './PrivacyPolicyNotice';

interface Props {
  /** the stored campaign's fields and id; none for a new one */
  stored?: { id: string; input: CampaignInput };
  onSaved: (id: string) => void;
}

/**
 * The campaign's fields, checked with the API's own schema (campaignInput) before sending: what, where
 * and when, the call to action, the places, the QR it gives, the policies to accept, the registration form's fields
 * (added, removed, moved), the page's header in the rich-text editor, the confirmation email, tags, duplicates and
 * whether the public page takes registrations.
 */
export function CampaignForm({ stored, onSaved }: Props) {
  const { t } = useTranslation();
  const { register, control, handleSubmit, setError, getValues, setValue, formState } = useForm<Draft, unknown, CampaignInput>({
    resolver,
    defaultValues: draftOf(stored?.input),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const errors = formState.errors;

  const save = handleSubmit(
    async (values) => {
      try {
        const answer = await saveCampaign(stored?.id ?? null, values);
        notify('success', t(stored ? 'campaigns.saved' : 'campaigns.created'));
        onSaved(answer.id);
      } catch (e) {
        const issues = e instanceof ApiFailure ? (e.issues ?? []).filter((i) => i.path.startsWith('body.')) : [];
        for (const i of issues) setError(formPathOf(i.path) as FieldPath<Draft>, { type: 'server', message: i.message });
        if (issues.length) notify('error', t('campaigns.fixErrors'));
        else notifyFailure(t, e);
      }
    },
    () => notify('error', t('campaigns.fixErrors')),
  );

  return (
    <Box borderWidth="1px" borderRadius="md" p="4" bg="app.panel" data-testid="campaign-form">
      <form noValidate aria-labelledby="campaign-form-title" onSubmit={(e) => void save(e)}>
        <Stack gap="6">
          <Heading as="h2" size="md" id="campaign-form-title">
            {t('campaigns.formTitle')}
          </Heading>
          <CampaignBasicsFields control={control} register={register} errors={errors} />
          <CampaignPoliciesField control={control} errors={errors} />
          <CampaignQuestionsEditor control={control} register={register} errors={errors} getValues={getValues} setValue={setValue} />
          <CampaignHeaderField control={control} errors={errors} />
          <ConfirmationEmailFields register={register} errors={errors} />
          <Controller
            control={control}
            name="published"
            render={({ field: f }) => (
              <Switch.Root checked={f.value} onCheckedChange={(e) => f.onChange(e.checked)} colorPalette="brand" alignItems="start">
                <Switch.HiddenInput aria-describedby="campaign-published-help" data-testid="campaign-published-switch" />
                <Switch.Control mt="0.5">
                  <Switch.Thumb />
                </Switch.Control>
                <Switch.Label>
                  {t('campaigns.fields.published')}
                  <Text as="span" display="block" fontWeight="normal" fontSize="sm" color="fg.muted" id="campaign-published-help">
                    {t('campaigns.help.published')}
                  </Text>
                </Switch.Label>
              </Switch.Root>
            )}
          />
          <PrivacyPolicyNotice control={control} />
          <Box>
            <Button type="submit" colorPalette="brand" loading={formState.isSubmitting} data-testid="campaign-save">
              {t('campaigns.save')}
            </Button>
          </Box>
        </Stack>
      </form>
    </Box>
  );
}
