import { describe, expect, it } from 'vitest';
import { frenchList } from './french-list';

describe('frenchList', () => {
  it.each([
    [[], ''],
    [['Volkswagen'], 'Volkswagen'],
    [['Audi', 'Volkswagen'], 'Audi et Volkswagen'],
    [['Audi', 'Volkswagen', 'Seat', 'Skoda'], 'Audi, Volkswagen, Seat et Skoda'],
  ])('%j reads « %s »', (items, sentence) => {
    expect(frenchList(items)).toBe(sentence);
  });
});
