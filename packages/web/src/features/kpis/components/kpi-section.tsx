import { useId, useState } from 'react';
import {
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { PULSE_MESSAGES, kpiWriteSchema, type Kpi } from '@tandem/shared';
import { DeferredModal } from '../../../components/deferred-modal';
import { ConfirmModal } from '../../../components/confirm-modal';
import { zodValidate } from '../../../lib/zod-form';
import { useCreateKpi } from '../api/create-kpi';
import { useDeleteKpi } from '../api/delete-kpi';
import { useKpis } from '../api/get-kpis';
import { useUpdateKpi } from '../api/update-kpi';
import { kpiFailure } from '../utils/kpi-errors';
import { EditDeleteActions } from '../../../components/edit-delete-actions';

/** The label of the switch that asks a KPI in the daily reflection (`survey`). */
export const ASK_IN_REFLECTION = 'Ask in my daily reflection';

interface FormTarget {
  /** null for a new KPI. */
  kpi: Kpi | null;
  /** Each opening starts the form afresh. */
  key: number;
}

/** The client's KPIs on /goals: the numbers they track, with add, edit and delete. */
export function KpiSection() {
  const headingId = useId();
  const kpis = useKpis();
  const [target, setTarget] = useState<FormTarget>({ kpi: null, key: 0 });
  const [formOpened, setFormOpened] = useState(false);
  const [deleting, setDeleting] = useState<Kpi | null>(null);
  const remove = useDeleteKpi();

  const open = (kpi: Kpi | null) => {
    setTarget((current) => ({ kpi, key: current.key + 1 }));
    setFormOpened(true);
  };
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: PULSE_MESSAGES.deleted });
        setDeleting(null);
      },
      onError: (error) => notifications.show({ color: 'red', message: kpiFailure(error).general }),
    });
  };

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Group justify="space-between">
        <Title order={3} id={headingId}>
          KPIs
        </Title>
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => open(null)}>
          Add KPI
        </Button>
      </Group>
      {kpis.isPending ? (
        <Center>
          <Loader size="sm" aria-label="Loading KPIs" />
        </Center>
      ) : kpis.isError ? (
        <Text c="red">Your KPIs could not be loaded.</Text>
      ) : kpis.data.length === 0 ? (
        <Text c="dimmed">
          You track no KPIs yet. Add a number to follow, like steps walked or hours slept.
        </Text>
      ) : (
        <Stack gap="xs" component="ul" aria-label="KPIs" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {kpis.data.map((kpi) => (
            <li key={kpi.id}>
              <KpiRow kpi={kpi} onEdit={open} onDelete={setDeleting} />
            </li>
          ))}
        </Stack>
      )}
      <DeferredModal
        opened={formOpened}
        onClose={() => setFormOpened(false)}
        title={target.kpi ? 'Edit KPI' : 'New KPI'}
      >
        <KpiForm key={target.key} kpi={target.kpi} onDone={() => setFormOpened(false)} />
      </DeferredModal>
      <ConfirmModal
        opened={deleting !== null}
        title="Delete KPI"
        message={`Delete the KPI “${deleting?.name ?? ''}”? It will no longer be asked or charted.`}
        confirmLabel="Delete"
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}

function KpiRow({
  kpi,
  onEdit,
  onDelete,
}: {
  kpi: Kpi;
  onEdit: (kpi: Kpi) => void;
  onDelete: (kpi: Kpi) => void;
}) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Group justify="space-between" wrap="nowrap">
        <Group gap="xs">
          <Text fw={500}>{kpi.name}</Text>
          {kpi.survey && (
            <Badge size="sm" variant="light">
              In daily reflection
            </Badge>
          )}
        </Group>
        <EditDeleteActions name={kpi.name} onEdit={() => onEdit(kpi)} onDelete={() => onDelete(kpi)} />
      </Group>
    </Paper>
  );
}

/** Adds a KPI, or renames one and changes whether the daily reflection asks it. */
function KpiForm({ kpi, onDone }: { kpi: Kpi | null; onDone: () => void }) {
  const create = useCreateKpi();
  const update = useUpdateKpi();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const form = useForm({
    // A new KPI is asked in the reflection unless the client says otherwise (the contract's default).
    initialValues: { name: kpi?.name ?? '', survey: kpi?.survey ?? true },
    validate: zodValidate(kpiWriteSchema),
  });

  const submit = form.onSubmit((values) => {
    setGeneralError(null);
    const body = { name: values.name.trim(), survey: values.survey };
    const callbacks = {
      onSuccess: () => {
        notifications.show({ color: 'green', message: PULSE_MESSAGES.saved });
        onDone();
      },
      onError: (error: unknown) => {
        const failure = kpiFailure(error);
        if (failure.name) form.setFieldError('name', failure.name);
        setGeneralError(failure.general ?? null);
      },
    };
    if (kpi) update.mutate({ id: kpi.id, patch: body }, callbacks);
    else create.mutate(body, callbacks);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput label="Name" withAsterisk data-autofocus {...form.getInputProps('name')} />
        <Switch label={ASK_IN_REFLECTION} {...form.getInputProps('survey', { type: 'checkbox' })} />
        {generalError && (
          <Text c="red" size="sm" role="alert">
            {generalError}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
