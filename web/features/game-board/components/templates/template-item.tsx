import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/button';
import { StatusBadge } from '@web/components/ui/status-badge';
import { PREVIEW_COUNT, type CardTemplate } from '@web/lib/cards/card-templates';

interface TemplateItemProps {
  template: CardTemplate;
  onToggleActive: () => void;
  onEdit: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
  onSelect: () => void;
}

/** One template of the list with its actions; only an active template can be selected. */
export function TemplateItem({
  template,
  onToggleActive,
  onEdit,
  onDuplicate,
  onDelete,
  onSelect,
}: TemplateItemProps) {
  const { t } = useTranslation();
  const preview = template.numbers.slice(0, PREVIEW_COUNT).join(', ');
  const more = template.numbers.length - PREVIEW_COUNT;
  return (
    <li
      aria-label={template.name}
      className={`rounded-xl border p-3 sm:p-4 ${
        template.isActive ? 'border-primary bg-primary-soft/40' : 'border-line bg-surface'
      }`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 flex-1">
          <p className="font-semibold break-words">{template.name}</p>
          {template.description && (
            <p className="text-sm break-words text-ink-muted">{template.description}</p>
          )}
        </div>
        <StatusBadge
          active={template.isActive}
          label={template.isActive ? t('common.active') : t('common.inactive')}
        />
      </div>
      <p className="mt-1.5 text-xs text-ink-muted tabular-nums">
        {t('templates.count', { n: template.numbers.length })} · {preview}
        {more > 0 ? ` ${t('templates.more', { n: more })}` : ''}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-1.5">
        <Button size="sm" variant="secondary" onClick={onToggleActive}>
          {template.isActive ? t('templates.deactivate') : t('templates.activate')}
        </Button>
        <Button size="sm" variant="secondary" onClick={onEdit}>
          {t('common.edit')}
        </Button>
        <Button size="sm" variant="secondary" onClick={onDuplicate}>
          {t('templates.duplicate')}
        </Button>
        <Button size="sm" variant="dangerGhost" onClick={onDelete}>
          {t('common.delete')}
        </Button>
        <Button size="sm" className="ml-auto" disabled={!template.isActive} onClick={onSelect}>
          {template.isActive ? t('templates.select') : t('common.inactive')}
        </Button>
      </div>
    </li>
  );
}
