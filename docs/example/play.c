/* play.c — cards compiled by cardc, played on libcardrt: Ann casts
 * Lightning Bolt at Bob's Gray Ogre, and the game says what happens.
 *
 *   cardc -c -o cards.o cards/rules-examples.cards
 *   cc -o play docs/example/play.c cards.o $(pkg-config --cflags --libs cardrt)
 *   ./play
 */
#include <stdio.h>

#include <cardrt.h>

/* `cardc -c` makes the registry of the cards (docs/runtime.md, "Loading a
 * card library"; -fregistry-name=NAME names it otherwise). */
extern const cardrt_registry cardc_registry;

static void tell(void *user, const cardrt_game *g, const cardrt_event *ev)
{
    (void)user;
    const char *name = ev->object ? cardrt_name(g, ev->object) : NULL;
    if (ev->kind == CARDRT_EV_CAST)
        printf("player %u casts %s\n", ev->player, name);
    else if (ev->kind == CARDRT_EV_DAMAGE)
        printf("%s deals %d damage to %s\n", cardrt_name(g, ev->source), ev->amount,
               ev->target.kind == CARDRT_REF_OBJECT ? cardrt_name(g, ev->target.id) : "a player");
    else if (ev->kind == CARDRT_EV_ZONE_CHANGE && ev->to == CARDRT_GRAVEYARD)
        printf("%s goes to the graveyard\n", name);
}

int main(void)
{
    if (cardc_registry.abi != cardrt_abi_version()) {
        fprintf(stderr, "play: the cards were compiled for another runtime\n");
        return 1;
    }
    const cardrt_card_def *bolt = cardrt_registry_find(&cardc_registry, "Lightning Bolt");
    const cardrt_card_def *ogre = cardrt_registry_find(&cardc_registry, "Gray Ogre");
    cardrt_game *g = bolt && ogre ? cardrt_game_new(2, 20, 1) : NULL;
    if (!g) {
        fprintf(stderr, "play: no such cards, or out of memory\n");
        return 1;
    }
    cardrt_set_observer(g, tell, NULL);
    cardrt_id target_id, spell;
    cardrt_object_new(g, ogre, 1, CARDRT_BATTLEFIELD, &target_id);    /* Bob's */
    cardrt_object_new(g, bolt, 0, CARDRT_HAND, &spell);                /* Ann's */
    cardrt_ref target = { CARDRT_REF_OBJECT, target_id };
    unsigned ntargets = 1;
    cardrt_status st = cardrt_cast(g, 0, spell, &target, &ntargets);
    if (st != CARDRT_OK) {
        fprintf(stderr, "play: cannot cast: %s\n", cardrt_strerror(st));
        cardrt_game_free(g);
        return 1;
    }
    cardrt_pass_all(g);         /* both players pass: Lightning Bolt resolves */
    printf("Bob's Gray Ogre is %s\n",
           cardrt_zone_of(g, target_id) == CARDRT_GRAVEYARD ? "in the graveyard" : "still there");
    cardrt_game_free(g);
    return 0;
}
