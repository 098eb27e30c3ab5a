import type { IssueCategory } from './issue-category';

/** What to try first for each kind of problem: practical steps a subscriber can take. */
const BASE: Record<IssueCategory, string[]> = {
  outage: [
    'Check whether people near you have service; if not, the outage is in the network and you can only wait for it to be fixed.',
    'Use Wi-Fi calling on a Wi-Fi network meanwhile, if your device and plan support it.',
    'Report the outage to your provider so that it reaches their network operations team.',
  ],
  calls: [
    'Turn VoLTE (4G calling) on in the mobile network settings, and Wi-Fi calling where the signal is weak indoors.',
    'If calls drop in one place only, note the place and time and report them to your provider.',
    'Restart the phone to re-register on the network.',
  ],
  sms: [
    'Check that the message centre (SMSC) number in the messaging settings matches your provider\'s.',
    'Make sure the phone has free storage; a full inbox can stop new messages.',
    'Restart the phone; if only messages from one app fail, check that app\'s chat settings (iMessage, RCS).',
  ],
  data: [
    'Check that mobile data is on and that the APN settings match your provider\'s.',
    'Toggle airplane mode for ten seconds to reconnect to the data network.',
    'Check whether your plan\'s data allowance is used up or data roaming is needed.',
  ],
  speed: [
    'Run a speed test at different times of day: slow evenings point to a congested cell.',
    'Check whether your plan throttles speed after a data allowance.',
    'Prefer 5G or 4G in the network mode settings; 3G and 2G are far slower.',
  ],
  signal: [
    'Compare the signal outdoors and indoors: thick walls and basements weaken it, and Wi-Fi calling helps indoors.',
    'Check that your device supports your provider\'s low bands, which carry coverage indoors and in the countryside.',
    'Restart the phone or toggle airplane mode to search for the network again.',
  ],
  device: [
    'Install pending software updates and restart the device.',
    'Reseat the SIM card (or re-download the eSIM) and check that the device is not locked to another network.',
    'If the problem follows the device to other places, it is the device: contact its maker or the store.',
  ],
};

export interface RecommendationContext {
  similarCount: number;
  devicePattern: string | null;
}

/** The steps for a category, plus notes when similar reports or a shared device tell more. */
export function recommendationsFor(category: IssueCategory, context: RecommendationContext): string[] {
  const notes: string[] = [];
  if (context.devicePattern) {
    notes.push('Several similar reports come from the same kind of device: check for a software update and the maker\'s known issues.');
  } else if (context.similarCount >= 3) {
    notes.push('Others nearby have reported the same problem recently, which points to the network in this area rather than your device.');
  }
  return [...notes, ...BASE[category]];
}
