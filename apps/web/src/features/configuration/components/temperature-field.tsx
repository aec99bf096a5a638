import type { AgentConfiguration, AgentConfigurationInput } from '@frontdesk/contracts';
import { type Control, useWatch } from 'react-hook-form';
import { FieldShell } from '@/components/field-shell';
import { FormControl } from '@/components/ui/form';
import { TemperatureSlider } from './temperature-slider';

type ConfigurationControl = Control<AgentConfigurationInput, unknown, AgentConfiguration>;

/** The slider's value beside the label, read live as the thumb moves. */
function TemperatureValue({ control }: { control: ConfigurationControl }) {
  const temperature = useWatch({ control, name: 'temperature' });
  return (
    <output className="font-medium text-sm leading-none tabular-nums">
      {temperature.toFixed(1)}
    </output>
  );
}

export function TemperatureField({ control }: { control: ConfigurationControl }) {
  return (
    <FieldShell
      control={control}
      name="temperature"
      label="Temperature"
      labelAside={<TemperatureValue control={control} />}
      description="Lower keeps answers focused and predictable; higher makes them more varied."
      descriptionClassName="text-xs"
    >
      {(field) => (
        <FormControl>
          <TemperatureSlider {...field} />
        </FormControl>
      )}
    </FieldShell>
  );
}
