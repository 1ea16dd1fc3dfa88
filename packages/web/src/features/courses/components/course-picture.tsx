import { Box, Image } from '@mantine/core';
import { SWATCH_COLORS } from '../../../components/color-swatches';

/** A course without a background image gets a band of colour, the same one each visit. */
const bandColor = (courseId: number) => SWATCH_COLORS[courseId % SWATCH_COLORS.length]!.value;

/**
 * A course card's picture (its background image), or its band of colour: the same on the
 * client's and the coach's cards. Decorative: the card's title names the course.
 */
export function CoursePicture({
  course,
  height = 140,
}: {
  course: { id: number; background_image: string | null };
  height?: number;
}) {
  return course.background_image ? (
    <Image src={course.background_image} alt="" h={height} fit="cover" />
  ) : (
    <Box h={height} bg={bandColor(course.id)} data-testid="color-band" />
  );
}
