import { classifyIssue } from './classify-issue';
import { textTerms } from './text-terms';

describe('classifyIssue', () => {
  it.each([
    ['The whole network is down in my neighbourhood, nobody has service', 'outage'],
    ['Outage since this morning', 'outage'],
    ['My calls keep dropping after a minute', 'calls'],
    ['People hear a robotic voice when I call them', 'calls'],
    ['Text messages are not being delivered', 'sms'],
    ['I never receive SMS verification codes', 'sms'],
    ['Mobile data stopped working, apps won\'t load', 'data'],
    ['No internet even though I see the LTE icon', 'data'],
    ['Very slow speeds in the evening, videos buffering', 'speed'],
    ['Speed test shows 0.5 Mbps', 'speed'],
    ['Only one bar of signal indoors', 'signal'],
    ['No service in the basement, SOS only', 'signal'],
    ['Phone restarts and the battery drains since the update', 'device'],
    ['SIM card not detected', 'device'],
  ])('%p -> %p', (text, category) => {
    expect(classifyIssue(text).category).toBe(category);
  });

  it('falls back to signal with low confidence when no rule matches', () => {
    expect(classifyIssue('Something is wrong')).toEqual({ category: 'signal', confidence: 0.2, matches: {} });
  });

  it('is more confident with more matching phrases', () => {
    expect(classifyIssue('calls drop, dropped calls go to voicemail').confidence).toBeGreaterThan(classifyIssue('calls are odd').confidence);
  });
});

describe('textTerms', () => {
  it('folds, drops stop words and stems so that forms of a word meet', () => {
    expect(textTerms('My calls keep DROPPING')).toEqual(['call', 'drop']);
    expect(textTerms('dropped call')).toEqual(['drop', 'call']);
    expect(textTerms('speeds')).toEqual(['speed']);
    expect(textTerms('Bitė signal is not good')).toEqual(['bite', 'signal', 'good']);
  });
});
