import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { KYC_MESSAGES, normaliseAadhaarInput } from '@platform/shared/kyc';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { localMessage, serverMessageOr } from '../../../lib/server-message.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useSubmitKyc } from '../api/submit-kyc.ts';
import { kycFormSchema, type KycFormValues } from '../lib/kyc-form-schema.ts';

const emptyKyc: KycFormValues = { aadhaar_number: '', document: null, selfie: null };

/** The KYC submission: national identity number, a document photo and a selfie from the front camera. */
export function KycForm({ onSubmitted }: { onSubmitted: (message: string) => void }) {
  const form = useForm<KycFormValues>({ resolver: zodResolver(kycFormSchema), defaultValues: emptyKyc });
  const { t } = useTranslation();
  const submitKyc = useSubmitKyc();
  const [error, setError] = useState<string | null>(null);
  const { errors, isSubmitted } = form.formState;
  const pick = (field: 'document' | 'selfie') => (files: FileList | null) =>
    form.setValue(field, files?.[0] ?? null, { shouldValidate: isSubmitted });

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    if (!values.document || !values.selfie) return;
    try {
      await submitKyc.mutateAsync({ aadhaarNumber: values.aadhaar_number, document: values.document, selfie: values.selfie });
      form.reset(emptyKyc);
      onSubmitted(KYC_MESSAGES.submitted);
    } catch (failure) {
      setError(serverMessageOr(failure, t('profile.kyc.failed')));
    }
  });

  return (
    <form className="profile-form profile-form-narrow" onSubmit={submit} noValidate aria-label={t('profile.kyc.form')}>
      <Controller
        control={form.control}
        name="aadhaar_number"
        render={({ field }) => (
          <TextField
            label={t('profile.kyc.aadhaar')}
            inputMode="numeric"
            autoComplete="off"
            placeholder={t('profile.kyc.digits')}
            error={errors.aadhaar_number?.message}
            name={field.name}
            ref={field.ref}
            value={field.value}
            onBlur={field.onBlur}
            onChange={(event) => field.onChange(normaliseAadhaarInput(event.target.value))}
          />
        )}
      />
      <div className={['ui-field', errors.document && 'ui-field--invalid'].filter(Boolean).join(' ')}>
        <div className="profile-files">
          <div className="ui-field">
            <label className="ui-field__label" htmlFor="kyc-document">
              {t('profile.kyc.document')}
            </label>
            <input
              id="kyc-document"
              className="ui-input file-input"
              type="file"
              accept="image/*"
              onChange={(event) => pick('document')(event.target.files)}
            />
          </div>
          <div className="ui-field">
            <label className="ui-field__label" htmlFor="kyc-selfie">
              {t('profile.kyc.selfie')}
            </label>
            <input
              id="kyc-selfie"
              className="ui-input file-input"
              type="file"
              accept="image/*"
              capture="user"
              onChange={(event) => pick('selfie')(event.target.files)}
            />
          </div>
        </div>
        <div className="ui-field__hint">{t('profile.kyc.filesHint')}</div>
        {errors.document?.message && (
          <div className="ui-field__error" role="alert">
            {localMessage(errors.document.message)}
          </div>
        )}
      </div>
      <FormMessage kind="error" text={error} />
      <div className="profile-actions">
        <Button type="submit" loading={submitKyc.isPending}>
          {t('profile.kyc.submit')}
        </Button>
      </div>
    </form>
  );
}
