import { NotAuthenticated } from '@feathersjs/errors'
import type { Params } from '@feathersjs/feathers'
import type { Application } from '../../declarations'
import { MailThrottle } from '../../throttle/mailThrottle'

/** Sends the signed-in user the newsletter of the topics they follow; asking too often is a 429 (MailThrottle). */
export class SendNewsletterService {
  private throttle: MailThrottle

  constructor(private app: Application) {
    this.throttle = new MailThrottle(() => app.get('knex'))
  }

  async create(_data: object, params?: Params): Promise<{ sentTo: string; topics: string[] }> {
    const user = params?.user
    if (!user) throw new NotAuthenticated('Not authenticated')
    await this.throttle.newsletter(user.id, params.ip)
    const topicIds = user.newsletter.length ? user.newsletter : user.topics
    const topics: string[] = topicIds.length
      ? await this.app.get('knex')('countries').whereIn('id', topicIds).orderBy('name').pluck('name')
      : []
    const lines = topics.length ? topics.map((name) => `- ${name}`).join('\n') : 'You follow no topics yet.'
    await this.app.get('mailer').send({
      to: user.email,
      subject: 'Your newsletter',
      text: `Hello ${user.name},\n\nHere is your newsletter. Topics you follow:\n${lines}\n`,
    })
    return { sentTo: user.email, topics }
  }
}
