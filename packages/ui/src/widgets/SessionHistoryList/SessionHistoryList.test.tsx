import { appendSessionHistory } from '@backline/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import { historyRows } from '../private/sessionsStoryKit';
import { SessionHistoryList } from './SessionHistoryList';

describe('SessionHistoryList (part 1 §2: a paged list grouped by session)', () => {
  it('groups the rows by session, in the order the sessions first appear', () => {
    renderWithUI(<SessionHistoryList rows={historyRows} />);
    const sessions = screen.getAllByRole('article');
    expect(sessions.map((session) => within(session).getByRole('heading').textContent)).toEqual([
      'Sunday soul session',
      'Metal riffs practice',
      'Untitled session',
    ]);
    expect(sessions[0]).toHaveTextContent('3 musicians');
    expect(sessions[2]).toHaveTextContent('1 musician');
    expect(within(sessions[1]!).getAllByRole('listitem')[0]).toHaveTextContent(
      'Electric Guitar and Bass Guitar',
    );
  });

  it('joins a session split across two pages', () => {
    const firstPage = historyRows.slice(0, 2);
    const secondPage = historyRows.slice(1, 4); // repeats a row, and ends the first session
    renderWithUI(<SessionHistoryList rows={appendSessionHistory(firstPage, secondPage)} />, 'es');
    const sessions = screen.getAllByRole('article');
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toHaveTextContent('3 músicos');
  });
});
