import { Button, Group, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { COURSE_MESSAGES, type CourseModule } from '@tandem/shared';
import { useLeaveConfirmation } from '../../hooks/use-leave-confirmation';
import {
  MODULE_FORM_FIELDS,
  moduleRequestBody,
  validateModuleForm,
  type ModuleFormValues,
} from '../../utils/course-form';
import { formSaveFailure, showSaveFailure } from '../../utils/messages';
import { LeaveConfirmModal } from './leave-confirm-modal';

interface ModuleFormProps {
  initialValues: ModuleFormValues;
  /** Managed modules: the fields show, disabled, with no Save. */
  readOnly?: boolean;
  pending: boolean;
  /** Sends the body (the module's course is added by the caller for a new module). */
  onSave: (body: ModuleFormValues) => Promise<CourseModule>;
  /** After a save, once the form is clean: a navigation from here goes without asking. */
  onSaved: (module: CourseModule) => void;
}

/**
 * A module's title, description and published flag. Leaving the page with unsaved changes asks
 * first (spec: unsaved-draft state in module editing triggers a leave confirmation).
 */
export function ModuleForm({ initialValues, readOnly = false, pending, onSave, onSaved }: ModuleFormProps) {
  const form = useForm<ModuleFormValues>({ initialValues, validate: validateModuleForm });
  const leave = useLeaveConfirmation(!readOnly && form.isDirty());

  const submit = form.onSubmit(async (values) => {
    try {
      const saved = await onSave(moduleRequestBody(values));
      form.resetDirty(values);
      leave.markSaved();
      onSaved(saved);
    } catch (error) {
      showSaveFailure(
        formSaveFailure(error, MODULE_FORM_FIELDS, COURSE_MESSAGES.moduleSaveError),
        form.setErrors,
      );
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Module">
      <Stack>
        <TextInput label="Title" withAsterisk disabled={readOnly} {...form.getInputProps('title')} />
        <Textarea
          label="Description"
          withAsterisk
          autosize
          minRows={3}
          disabled={readOnly}
          {...form.getInputProps('description')}
        />
        <Switch
          label="Published"
          description={form.values.published ? 'Clients can see it' : 'A draft only you can see'}
          disabled={readOnly}
          {...form.getInputProps('published', { type: 'checkbox' })}
        />
        {!readOnly && (
          <Group>
            <Button type="submit" loading={pending}>
              Save
            </Button>
          </Group>
        )}
      </Stack>
      <LeaveConfirmModal blocker={leave.blocker} />
    </form>
  );
}
