import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { shiftNoteRequestSchema, type Shift } from '@core/schemas/shifts';
import { FormTextField } from '@web/components/form/fields';
import { useSchemaForm } from '@web/components/form/use-schema-form';
import { ErrorAlert } from '@web/components/ui/error-alert';
import { useAuth } from '@web/lib/auth';
import { useApproveShift, useNoteShift, useShift } from '../api/shift-api';
import { CorrectionForm } from './correction-form';
import { ShiftForm } from './shift-form';
import { openingNoteDue } from './shift-flags';
import { ZReport } from './z-report';

/**
 * One shift's Z at its own address (/shifts/<id>): the cashier gives a note it waits for and
 * reprints it any day after; its agent (or the admin) reads the count by denomination, the lines
 * and the note, approves with the whole Z in view, and corrects a counted Z.
 */
export function ShiftZPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const shiftId = Number(useParams().shiftId);
  const shift = useShift(shiftId);
  const cashier = user?.role === 'cashier';
  return (
    <div className="mx-auto w-full max-w-3xl space-y-5 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <h1 className="text-2xl font-bold tracking-tight">
          {shift.data?.z_number
            ? `${t('shift.zReport')} ${shift.data.z_number}`
            : t('shift.xReport')}
        </h1>
        <Link to={cashier ? '/shift' : '/reports'} className="text-sm text-primary underline">
          {cashier ? t('shift.backToShift') : t('shift.backToReports')}
        </Link>
      </div>
      {shift.isPending && (
        <p role="status" className="text-sm text-ink-muted">
          {t('shift.loading')}
        </p>
      )}
      {shift.isError && (
        <ErrorAlert
          message={t('shift.loadError')}
          onRetry={() => void shift.refetch()}
          retrying={shift.isFetching}
        />
      )}
      {shift.data && (
        <>
          {cashier && shift.data.status === 'awaiting_note' && <NoteForm shift={shift.data} />}
          {cashier && shift.data.status === 'awaiting_approval' && (
            <p
              role="status"
              className="rounded-xl border border-accent/50 p-3 text-sm print:hidden"
            >
              {t(
                shift.data.count?.requirement === 'approval_required'
                  ? 'shift.awaitingApproval'
                  : 'shift.awaitingApprovalFlags',
              )}
            </p>
          )}
          <ZReport shift={shift.data} />
          {!cashier && shift.data.status === 'awaiting_approval' && (
            <ApproveForm shift={shift.data} />
          )}
          {!cashier && shift.data.status !== 'open' && <CorrectionForm shift={shift.data} />}
        </>
      )}
    </div>
  );
}

function NoteForm({ shift }: { shift: Shift }) {
  const { t } = useTranslation();
  const note = useNoteShift(shift.id);
  const form = useSchemaForm(shiftNoteRequestSchema, { defaultValues: { note: '' } });
  return (
    <div className="print:hidden">
      <ShiftForm
        title={t(
          shift.count?.requirement === 'close' && openingNoteDue(shift)
            ? 'shift.openingNoteRequired'
            : 'shift.noteRequired',
        )}
        form={form}
        step={note}
        done={() => t('shift.done.noted')}
        submitLabel={t('shift.saveNote')}
        className="flex flex-wrap items-end gap-3"
      >
        <div className="min-w-64 flex-1">
          <FormTextField form={form} name="note" label={t('shift.noteLabel')} />
        </div>
      </ShiftForm>
    </div>
  );
}

/** The approval, under the Z's count, lines and notes the agent has just read. */
function ApproveForm({ shift }: { shift: Shift }) {
  const { t } = useTranslation();
  const approve = useApproveShift(shift.id);
  const form = useSchemaForm(shiftNoteRequestSchema, { defaultValues: { note: '' } });
  const name = t('shift.approveTitle', { z: shift.z_number });
  return (
    <div className="print:hidden">
      <ShiftForm
        title={name}
        form={form}
        step={approve}
        done={() => t('shift.done.approved', { z: shift.z_number })}
        submitLabel={t('shift.approve')}
        className="flex flex-wrap items-end gap-3"
      >
        <p className="w-full text-sm text-ink-muted">{t('shift.approveHint')}</p>
        <div className="min-w-64 flex-1">
          <FormTextField form={form} name="note" label={name} />
        </div>
      </ShiftForm>
    </div>
  );
}
