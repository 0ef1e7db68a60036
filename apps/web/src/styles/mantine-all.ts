// Every Mantine style, for the screens after the first (see mantine-first-screen.css).
import '@mantine/core/styles.layer.css';
