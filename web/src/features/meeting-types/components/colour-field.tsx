import { useController, useFormContext } from 'react-hook-form';
import { ColourInput } from '@web/components/ui/colour-input';
import type { MeetingTypeForm } from './meeting-type-form-model';

/** The meeting type's colour: swatches as radios, plus the native colour picker for anything else. */
export function ColourField() {
  const { control } = useFormContext<MeetingTypeForm>();
  const { field, fieldState } = useController({ control, name: 'color' });
  return (
    <ColourInput
      name="color"
      legend="Colour"
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}
