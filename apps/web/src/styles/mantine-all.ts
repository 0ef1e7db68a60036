// Every Mantine style in the order of the first stylesheet (styles/mantine-first-screen.css):
// carousel and notifications again after core, or core's later rules would win over theirs.
import '@mantine/core/styles.layer.css';
import '@mantine/carousel/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
