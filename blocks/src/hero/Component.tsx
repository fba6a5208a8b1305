import type { HeroBlock } from '@forecourt/schema'

import { ButtonLink } from '../shared/ButtonLink'
import type { BlockRenderContext } from '../shared/context'
import { OptimisedImage } from '@forecourt/site-ui/media'
import { heroImage } from './logic'

export function HeroComponent({ block, context }: { block: HeroBlock; context: BlockRenderContext }) {
  const image = heroImage(block.image)
  const Heading = context.index === 0 ? 'h1' : 'h2'
  return (
    <section className={`fc-hero fc-hero--${block.tone ?? 'dark'}${image ? ' fc-hero--with-image' : ''}`}>
      {image ? (
        <OptimisedImage
          className="fc-hero__image"
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          sizes="100vw"
          priority={context.index === 0}
        />
      ) : null}
      <div className="fc-hero__content">
        <Heading className="fc-hero__title">{block.title}</Heading>
        {block.text ? <p className="fc-hero__text">{block.text}</p> : null}
        <ButtonLink button={block.button} />
      </div>
    </section>
  )
}
