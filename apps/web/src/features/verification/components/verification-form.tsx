import { zodResolver } from '@hookform/resolvers/zod';
import { Fragment } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Separator } from '@/components/ui/separator';
import { ValidatedForm } from '@/components/validated-form';
import { emptyValues, type VerificationFormSpec } from '../verification-forms';
import { DocumentPair } from './document-pair';
import { FieldGroup } from './field-group';
import { FormSection } from './form-section';

interface VerificationFormProps {
  spec: VerificationFormSpec;
  /** Called once every rule holds. The values stay here: verification sends nothing. */
  onSubmitted: () => void;
}

/** The business or the individual verification form: its field groups, then its documents. */
export function VerificationForm({ spec, onSubmitted }: VerificationFormProps) {
  const form = useForm({ resolver: zodResolver(spec.schema), defaultValues: emptyValues(spec) });

  return (
    <Card>
      <CardHeader className="border-b">
        <CardTitle>
          <h2>{spec.title}</h2>
        </CardTitle>
        <CardDescription>{spec.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <ValidatedForm form={form} onSubmit={onSubmitted} className="grid gap-8">
          {spec.groups.map((group) => (
            <Fragment key={group.title}>
              <FieldGroup spec={group} />
              <Separator />
            </Fragment>
          ))}
          <FormSection
            title="Documents"
            description="For each document, choose what kind it is and upload a scan or a photo of it."
          >
            <div className="grid gap-4 md:grid-cols-2">
              {spec.documents.map((document) => (
                <DocumentPair key={document.name} spec={document} />
              ))}
            </div>
          </FormSection>
          <div className="flex border-t pt-6 sm:justify-end">
            <Button type="submit" className="w-full sm:w-auto">
              Submit Verification
            </Button>
          </div>
        </ValidatedForm>
      </CardContent>
    </Card>
  );
}
