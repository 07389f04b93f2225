import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { KYC_MESSAGES, normaliseAadhaarInput } from '@platform/shared/kyc';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { serverMessageOr } from '../../../lib/server-message.ts';
import { useSubmitKyc } from '../api/submit-kyc.ts';
import { kycFormSchema, type KycFormValues } from '../lib/kyc-form-schema.ts';

const emptyKyc: KycFormValues = { aadhaar_number: '', document: null, selfie: null };

/** The KYC submission: national identity number, a document photo and a selfie from the front camera. */
export function KycForm({ onSubmitted }: { onSubmitted: (message: string) => void }) {
  const form = useForm<KycFormValues>({ resolver: zodResolver(kycFormSchema), defaultValues: emptyKyc });
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
      setError(serverMessageOr(failure, 'KYC submission failed.'));
    }
  });

  return (
    <form className="profile-form profile-form-narrow" onSubmit={submit} noValidate aria-label="KYC submission">
      <Controller
        control={form.control}
        name="aadhaar_number"
        render={({ field }) => (
          <TextField
            label="National identity number (Aadhaar)"
            inputMode="numeric"
            autoComplete="off"
            placeholder="12 digits"
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
              Identity document (photo)
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
              Selfie
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
        <div className="ui-field__hint">Images only, each at most 8 MB.</div>
        {errors.document?.message && (
          <div className="ui-field__error" role="alert">
            {errors.document.message}
          </div>
        )}
      </div>
      <FormMessage kind="error" text={error} />
      <div className="profile-actions">
        <Button type="submit" loading={submitKyc.isPending}>
          Submit KYC
        </Button>
      </div>
    </form>
  );
}
