import { cliHarness } from '../fixtures/cli-harness';

describe('bandwise devices report', () => {
  const cli = cliHarness();

  it('prints the share of "not stated" VoLTE on 2019+ smartphones (below 5%) and the share each carrier limits', async () => {
    const text = await cli.run('devices', 'report');
    expect(text.code).toBe(0);
    const notStated = /not stated (\d+) \((\d+\.\d)%\)/.exec(text.out);
    expect(notStated).not.toBeNull();
    expect(Number(notStated![2])).toBeLessThan(5);
    expect(text.out).toMatch(/^ {2}Bell Mobility\s+\d+\s+\d+\.\d% {2}needs approval \d+/m);

    const report = JSON.parse((await cli.run('devices', 'report', '--json')).out) as {
      smartphones: number;
      carriers: Array<{ carrier: string; share: number; topLimit: { text: string } | null; source: string }>;
    };
    expect(report.smartphones).toBeGreaterThan(200);
    const bell = report.carriers.find((c) => c.carrier === 'Bell Mobility')!;
    expect(bell.share).toBeLessThan(0.3);
    for (const c of report.carriers.filter((x) => x.share > 0.3)) {
      // A carrier above 30% must say why, from its sourced band plan.
      expect(c.topLimit?.text).toMatch(/^missing /);
      expect(c.source).toMatch(/\d{4}-\d{2}-\d{2}/);
    }
  });
});
