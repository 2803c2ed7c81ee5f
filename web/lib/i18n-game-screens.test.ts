import { describe, expect, it } from 'vitest';
import { resources } from './i18n-resources';

describe('SPEC texts of the Game Board, templates, settings and jackpots, word for word', () => {
  const en = resources.en.translation;

  it('Game Board', () => {
    expect(en.gameBoard.start.nothingSelected).toBe('Please select at least one number');
    expect(en.startGame).toEqual({
      success: 'Game started successfully',
      error: 'Error playing game. Please try again.',
    });
    expect(en.gameBoard.actions).toEqual({ start: 'Start Game', clear: 'Clear Board' });
    expect(en.gameBoard.cards).toMatchObject({
      manage: 'Manage Templates',
      clear: 'Clear Template',
      default: 'Default (1-{{max}})',
    });
    expect(en.gameBoard.templateSelected).toBe('Selected template: {{name}}');
  });

  it('template manager', () => {
    expect(en.templates.title).toBe('Card Management');
    expect(en.templates.empty).toBe('No templates found. Create your first template!');
    expect(en.templates.errors).toEqual({
      nameRequired: 'Please enter a template name',
      numbersRequired: 'Please specify numbers for the template',
    });
    expect(en.templates.select).toBe('Select Template');
  });

  it('Game Settings', () => {
    expect(en.settings.saved).toBe('Settings saved successfully!');
    expect(en.settings.saveError).toBe('Error saving settings');
    expect(en.settings.reset).toBe('Reset to Defaults');
    expect(en.settings.save).toBe('Save Settings');
    expect(en.settings.win).toMatchObject({
      anyLine: 'Any Line',
      fourCorners: 'Four Corners',
      fullHouse: 'Full House',
      diagonal: 'Diagonal',
    });
  });

  it('jackpots', () => {
    expect(en.agent.jackpots.form.required).toBe('Please fill in all required fields');
    expect(en.agent.jackpots.form.success).toBe('Jackpot created successfully');
    expect(en.agent.jackpots.form.error).toBe('Error creating jackpot. Please try again.');
    expect(en.agent.jackpots.types.standard).toBe('standard');
  });
});
