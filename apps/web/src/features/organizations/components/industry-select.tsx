import { industries } from '@frontdesk/contracts';
import type * as React from 'react';
import { OptionsSelect } from '@/components/options-select';

type IndustrySelectProps = Omit<React.ComponentProps<typeof OptionsSelect>, 'options'>;

/** The eight industries of the spec; used inside a FormItem so label and errors are wired. */
export function IndustrySelect(props: IndustrySelectProps) {
  return <OptionsSelect options={industries} placeholder="Select an industry" {...props} />;
}
