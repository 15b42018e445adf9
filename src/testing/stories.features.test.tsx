/** The stories of the general site, accounts and histories, as tests (src/testing/storyTests.tsx). */
import { describeStories } from './storyTests';

describeStories('features');
