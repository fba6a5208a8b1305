import { compareHref, type CompareTable } from '@forecourt/domain/compare'

import { OptimisedImage } from '../media/OptimisedImage'

export type ComparePageProps = {
  table: CompareTable
  /** What the address asked for and the page could not show. */
  notes: readonly string[]
  /** The page's own absolute address: the link to share. */
  shareUrl: string
}

/**
 * /compare?cars=…: up to four cars side by side, one specification per row, rows where the cars differ
 * highlighted and labelled (not by colour alone). Drawn on the server from the address alone, so the
 * same link shows the same cars to anyone it is sent to.
 */
export function ComparePage({ table, notes, shareUrl }: ComparePageProps) {
  const { columns, rows } = table
  const slugs = columns.map((column) => column.slug)
  return (
    <div className="fc-page fc-compare">
      <h1>Compare cars</h1>
      {notes.map((note) => (
        <p key={note} className="fc-compare__note">
          {note}
        </p>
      ))}
      {columns.length === 0 ? (
        <div className="fc-compare__empty">
          <p>There are no cars to compare yet. Choose Compare on up to 4 cars in our search, then open the comparison.</p>
          <a className="fc-button fc-button--primary" href="/search">
            Search our cars
          </a>
        </div>
      ) : (
        <>
          <p className="fc-compare__share">
            Link to this comparison: <a href={shareUrl}>{shareUrl}</a>
          </p>
          {columns.length > 1 ? <p className="fc-compare__legend">Rows where the cars differ are highlighted and marked Differs.</p> : null}
          {/* Wide tables scroll sideways on a phone; the region is focusable so a keyboard can scroll it too. */}
          <div className="fc-compare__scroller" role="region" aria-label="Cars side by side" tabIndex={0}>
            <table className="fc-compare__table">
              <caption className="fc-visually-hidden">{`Specifications of ${columns.length} ${columns.length === 1 ? 'car' : 'cars'} side by side`}</caption>
              <thead>
                <tr>
                  <td />
                  {columns.map((column) => (
                    <th key={String(column.id)} scope="col" className="fc-compare__car">
                      {column.image ? (
                        <OptimisedImage
                          className="fc-compare__photo"
                          src={column.image.src}
                          alt=""
                          width={320}
                          height={213}
                          sizes="(min-width: 1024px) 240px, 45vw"
                          unoptimized={!column.image.optimise}
                        />
                      ) : null}
                      <a className="fc-compare__title" href={column.href}>
                        {column.title}
                      </a>
                      <span className="fc-compare__price">{column.price.text}</span>
                      {column.unavailable ? <span className="fc-compare__sold">No longer available</span> : null}
                      <a className="fc-compare__remove" href={compareHref(slugs.filter((slug) => slug !== column.slug))}>
                        Remove<span className="fc-visually-hidden"> {column.title} from this comparison</span>
                      </a>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.key} className={`fc-compare__row${row.differs ? ' fc-compare__row--differs' : ''}`} data-spec={row.key}>
                    <th scope="row">
                      {row.label}
                      {row.differs ? <span className="fc-compare__differs">Differs</span> : null}
                    </th>
                    {row.values.map((value, index) => (
                      <td key={columns[index] ? String(columns[index].id) : index}>{value ?? <span aria-label="Not listed">–</span>}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  )
}
