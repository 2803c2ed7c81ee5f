import { useTranslation } from 'react-i18next';
import type { PatternDefinition } from '@core/bingo/patterns/pattern';
import { patternName } from '@web/lib/pattern-names';
import { PatternGrid, patternPicture } from './pattern-grid';

/**
 * What a game plays (its plan, decision 034): each pattern as a mini grid with its name. The
 * caller shows it beside the board, the TV in its stakes; `size` picks the screen's scale.
 */
export function GamePatterns({
  patterns,
  size,
  className = '',
  testId,
}: {
  patterns: readonly PatternDefinition[];
  size: 'sm' | 'tv';
  className?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const tv = size === 'tv';
  return (
    <ul
      data-testid={testId}
      className={`flex flex-wrap ${tv ? 'gap-[1vmin]' : 'gap-2'} ${className}`}
    >
      {patterns.map((pattern) => {
        const name = patternName(t, pattern);
        return (
          <li
            key={pattern.key}
            data-pattern={pattern.key}
            className={`flex items-center rounded-lg bg-surface-muted ${
              tv ? 'gap-[0.8vmin] px-[0.8vmin] py-[0.5vmin]' : 'gap-2 px-2 py-1'
            }`}
          >
            <PatternGrid
              mask={patternPicture(pattern)}
              size={tv ? 'tv' : 'sm'}
              label={t('winPatterns.gridLabel', { name })}
            />
            <span className={`font-semibold ${tv ? '' : 'text-sm'}`}>{name}</span>
          </li>
        );
      })}
    </ul>
  );
}
