import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { EmptyState } from '@web/components/ui/empty-state';
import { inputClass } from '@web/components/ui/field';
import { Icon } from '@web/components/ui/icons';
import { Modal } from '@web/components/ui/modal';
import {
  EMPTY_DRAFT,
  createTemplate,
  deleteTemplate,
  draftFromTemplate,
  duplicateTemplate,
  searchTemplates,
  setTemplateActive,
  updateTemplate,
  validateDraft,
  type CardTemplate,
  type TemplateDraft,
} from '@web/lib/cards/card-templates';
import { MAIN_SCREEN_TOAST_MS, toast } from '@web/lib/notify';
import { TemplateForm } from './template-form';
import { TemplateItem } from './template-item';

interface TemplateManagerModalProps {
  templates: readonly CardTemplate[];
  onChange: (templates: CardTemplate[]) => void;
  onSelect: (template: CardTemplate) => void;
  onClose: () => void;
}

type View = { kind: 'list' } | { kind: 'form'; editing: CardTemplate | null };

/** SPEC "Template manager modal 'Card Management'". */
export function TemplateManagerModal({
  templates,
  onChange,
  onSelect,
  onClose,
}: TemplateManagerModalProps) {
  const { t } = useTranslation();
  const [view, setView] = useState<View>({ kind: 'list' });
  const [query, setQuery] = useState('');
  const [draft, setDraft] = useState<TemplateDraft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<ReturnType<typeof validateDraft>>({});
  const [deleting, setDeleting] = useState<CardTemplate | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const notify = (text: string) => toast.success(text, { autoClose: MAIN_SCREEN_TOAST_MS });

  const openForm = (editing: CardTemplate | null) => {
    setDraft(editing ? draftFromTemplate(editing) : EMPTY_DRAFT);
    setErrors({});
    setView({ kind: 'form', editing });
  };

  const save = () => {
    if (view.kind !== 'form') return;
    const found = validateDraft(draft);
    setErrors(found);
    if (found.name || found.numbers) return;
    const now = new Date();
    if (view.editing) {
      onChange(updateTemplate(templates, view.editing.id, draft, now));
      notify(t('templates.updated', { name: draft.name.trim() }));
    } else {
      onChange(createTemplate(templates, draft, now));
      notify(t('templates.created', { name: draft.name.trim() }));
    }
    setView({ kind: 'list' });
  };

  if (view.kind === 'form') {
    return (
      <Modal
        key="form"
        title={view.editing ? t('templates.form.editTitle') : t('templates.form.createTitle')}
        description={t('templates.title')}
        onClose={() => setView({ kind: 'list' })}
        onSubmit={save}
        size="lg"
        footer={
          <>
            <Button variant="secondary" onClick={() => setView({ kind: 'list' })}>
              {t('common.cancel')}
            </Button>
            <Button type="submit">
              {view.editing ? t('templates.form.save') : t('templates.form.create')}
            </Button>
          </>
        }
      >
        <TemplateForm draft={draft} onChange={setDraft} errors={errors} />
      </Modal>
    );
  }

  const shown = searchTemplates(templates, query);
  const now = () => new Date();

  return (
    <Modal
      key="list"
      title={t('templates.title')}
      description={t('templates.description')}
      onClose={onClose}
      size="lg"
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('common.close')}
        </Button>
      }
    >
      <div className="space-y-4">
        <div className="flex flex-wrap gap-2">
          <input
            ref={searchRef}
            type="search"
            aria-label={t('templates.search')}
            placeholder={t('templates.search')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            className={`${inputClass} min-w-0 flex-1 basis-48`}
          />
          <Button onClick={() => openForm(null)}>
            <Icon name="cards" size={18} />
            {t('templates.new')}
          </Button>
        </div>
        {shown.length === 0 ? (
          <EmptyState
            icon="cards"
            title={templates.length ? t('templates.noMatch') : t('templates.empty')}
          />
        ) : (
          <ul aria-label={t('templates.list')} className="space-y-2.5">
            {shown.map((template) => (
              <TemplateItem
                key={template.id}
                template={template}
                onToggleActive={() =>
                  onChange(setTemplateActive(templates, template.id, !template.isActive, now()))
                }
                onEdit={() => openForm(template)}
                onDuplicate={() => {
                  onChange(duplicateTemplate(templates, template.id, now()));
                  notify(t('templates.duplicated', { name: `${template.name} (Copy)` }));
                }}
                onDelete={() => setDeleting(template)}
                onSelect={() => onSelect(template)}
              />
            ))}
          </ul>
        )}
      </div>
      {deleting && (
        <ConfirmDialog
          title={t('templates.deleteTitle')}
          message={t('templates.deleteMessage', { name: deleting.name })}
          confirmLabel={t('common.delete')}
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            onChange(deleteTemplate(templates, deleting.id));
            notify(t('templates.deleted', { name: deleting.name }));
            setDeleting(null);
            // The deleted item held the focus: keep it in the dialog so Escape still closes it.
            searchRef.current?.focus();
          }}
        />
      )}
    </Modal>
  );
}
