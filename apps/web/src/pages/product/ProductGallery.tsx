import type { Product } from '@buildright/api';
import { displayImage, galleryImages, type ProductImage as Image } from '@buildright/api/shared';
import { ProductImage } from '@buildright/ui';
import { Carousel } from '@mantine/carousel';
import { ActionIcon, Badge, Box, Group, Modal, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconZoomIn } from '@tabler/icons-react';
import type { EmblaCarouselType } from 'embla-carousel';
import { useRef, useState, type ReactNode } from 'react';

/**
 * The carousel starts inactive, so that hydrating the page does not also set up its observers and
 * loop (a third of the task that brings the page alive on a phone); it comes alive in a task of
 * its own right after. Its first slide is on screen either way.
 */
function activateLater(api: EmblaCarouselType) {
  setTimeout(() => api.reInit({ active: true }), 0);
}

/** Sorted gallery images (empty urls ignored); a product without any shows its display image. */
function imagesOf(product: Product): Image[] {
  const images = galleryImages(product.images);
  return images.length > 0 ? images : [{ url: displayImage(product), order: 0 }];
}

export function ProductGallery({ product }: { product: Product }) {
  const images = imagesOf(product);
  const [index, setIndex] = useState(0);
  // Only the buttons use it: kept in a ref, so its arrival does not draw the gallery again.
  const embla = useRef<EmblaCarouselType | null>(null);
  const [zoomed, setZoomed] = useState(false);
  const several = images.length > 1;
  const altOf = (image: Image, at: number) =>
    image.alt || `${product.name}, image ${at + 1} of ${images.length}`;

  const show = (next: number) => {
    const wrapped = (next + images.length) % images.length;
    setIndex(wrapped);
    embla.current?.scrollTo(wrapped);
  };

  return (
    <Box data-testid="product-gallery">
      <Box pos="relative">
        <Carousel
          withControls={several}
          withKeyboardEvents={several}
          emblaOptions={{ loop: several, active: false }}
          getEmblaApi={(api) => {
            embla.current = api;
            activateLater(api);
          }}
          onSlideChange={setIndex}
          controlSize={40}
          previousControlProps={{ 'aria-label': 'Previous image' }}
          nextControlProps={{ 'aria-label': 'Next image' }}
          aria-roledescription="carousel"
          aria-label={`${product.name} images`}
          styles={{ control: { background: 'white', color: '#16191f' } }}
        >
          {images.map((image, at) => (
            <Carousel.Slide key={`${image.url}-${at}`} aria-roledescription="slide">
              <UnstyledButton
                onClick={() => setZoomed(true)}
                aria-label={`Enlarge image ${at + 1} of ${images.length}`}
                w="100%"
                display="block"
                style={{ cursor: 'zoom-in' }}
              >
                <ProductImage
                  src={image.url}
                  alt={altOf(image, at)}
                  radius="md"
                  fit="cover"
                  width={800}
                  height={600}
                  sizes="(min-width: 62em) 640px, 100vw"
                  loading={at === 0 ? 'eager' : 'lazy'}
                  fetchPriority={at === 0 ? 'high' : 'auto'}
                  bg="gray.1"
                  style={{ aspectRatio: '4 / 3', width: '100%', height: 'auto' }}
                />
              </UnstyledButton>
            </Carousel.Slide>
          ))}
        </Carousel>
        <Group pos="absolute" bottom={12} right={12} gap={6} style={{ pointerEvents: 'none' }}>
          {several && (
            <Badge color="dark" size="lg" variant="filled" data-testid="gallery-counter">
              {index + 1} / {images.length}
            </Badge>
          )}
          <Badge color="dark" size="lg" variant="filled" aria-hidden>
            <IconZoomIn size={14} style={{ verticalAlign: 'middle' }} />
          </Badge>
        </Group>
      </Box>

      {several && (
        <Group gap="xs" mt="sm" role="group" aria-label="Choose an image">
          {images.map((image, at) => (
            <UnstyledButton
              key={`${image.url}-${at}`}
              onClick={() => show(at)}
              aria-label={`Show image ${at + 1} of ${images.length}`}
              aria-pressed={at === index}
              data-testid="gallery-thumbnail"
              style={{
                borderRadius: 6,
                outline:
                  at === index
                    ? '3px solid var(--mantine-color-safety-6)'
                    : '1px solid var(--mantine-color-gray-3)',
                outlineOffset: 1,
              }}
            >
              <ProductImage
                src={image.url}
                alt=""
                w={72}
                h={54}
                sizes="72px"
                radius="sm"
                fit="cover"
                loading="lazy"
              />
            </UnstyledButton>
          ))}
        </Group>
      )}

      <Modal
        opened={zoomed}
        onClose={() => setZoomed(false)}
        size="min(1100px, 96vw)"
        centered
        title={several ? `${product.name} (${index + 1} / ${images.length})` : product.name}
        zIndex={500}
        closeButtonProps={{ 'aria-label': 'Close enlarged image' }}
      >
        <Box pos="relative">
          <ProductImage
            src={images[index]?.url}
            alt={images[index] ? altOf(images[index], index) : product.name}
            fit="contain"
            mah="78vh"
            data-testid="gallery-enlarged"
          />
          {several && (
            <>
              <StepButton side="left" label="Previous image" onClick={() => show(index - 1)}>
                <IconChevronLeft aria-hidden />
              </StepButton>
              <StepButton side="right" label="Next image" onClick={() => show(index + 1)}>
                <IconChevronRight aria-hidden />
              </StepButton>
            </>
          )}
        </Box>
      </Modal>
    </Box>
  );
}

/** The enlarged image's previous and next buttons, over its left and right edges. */
function StepButton({
  side,
  label,
  onClick,
  children,
}: {
  side: 'left' | 'right';
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <ActionIcon
      pos="absolute"
      top="50%"
      left={side === 'left' ? 8 : undefined}
      right={side === 'right' ? 8 : undefined}
      size="xl"
      radius="xl"
      variant="white"
      color="dark"
      style={{ transform: 'translateY(-50%)' }}
      onClick={onClick}
      aria-label={label}
    >
      {children}
    </ActionIcon>
  );
}
