; ModuleID = 'stdout'
source_filename = "stdout"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%cardrt_card_def = type { ptr, ptr, i32, i32, i32, [8 x ptr], i8, i32, i32, i32, i64, ptr, i32, ptr, ptr, i32, ptr, i32, ptr, i32, i32, i32, i32, ptr, i32, ptr, ptr, i32, ptr, i8, ptr, i32, ptr, ptr, i32, i8, i32, i32 }
%cardrt_target_spec = type { ptr, i32, i32, ptr, i32, i32, i8, i8, i32, i8, ptr, i32, i32, i32 }
%cardrt_trigger_def = type { ptr, ptr, ptr, ptr, i32, ptr, i32, i32, i32, i32, i32, i32, i8, ptr }
%cardrt_cost = type { i32, i32, ptr, i32, ptr }
%cardrt_activated_def = type { ptr, ptr, ptr, i32, ptr, i32, ptr, i8, i32, i32, i32, i32, i32, ptr }
%cardrt_change = type { i32, i32, i64, i32, i32, ptr, ptr }
%cardrt_static_def = type { ptr, ptr, i32, i8, ptr }
%cardrt_registry = type { i32, i32, ptr }

@.str = private unnamed_addr constant [10 x i8] c"Test Roll\00"
@.str.1 = private unnamed_addr constant [7 x i8] c"{2}{R}\00"
@cardc.card.1 = internal constant %cardrt_card_def { ptr @.str, ptr @.str.1, i32 8, i32 32, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr null, i32 0, ptr @cardc.effect.0, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.2 = private unnamed_addr constant [11 x i8] c"any target\00"
@cardc.targets = internal constant [1 x %cardrt_target_spec] [%cardrt_target_spec { ptr @.str.2, i32 1, i32 1, ptr @cardc.legal.2, i32 0, i32 0, i8 0, i8 0, i32 0, i8 0, ptr null, i32 0, i32 0, i32 0 }]
@.str.3 = private unnamed_addr constant [11 x i8] c"Test Claws\00"
@.str.4 = private unnamed_addr constant [7 x i8] c"{X}{R}\00"
@cardc.card.4 = internal constant %cardrt_card_def { ptr @.str.3, ptr @.str.4, i32 8, i32 32, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr @cardc.targets, i32 1, ptr @cardc.effect.3, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.5 = private unnamed_addr constant [11 x i8] c"any target\00"
@cardc.targets.6 = internal constant [1 x %cardrt_target_spec] [%cardrt_target_spec { ptr @.str.5, i32 1, i32 1, ptr @cardc.legal.5, i32 0, i32 0, i8 0, i8 0, i32 0, i8 0, ptr null, i32 0, i32 0, i32 0 }]
@.str.7 = private unnamed_addr constant [14 x i8] c"Test Fireball\00"
@.str.8 = private unnamed_addr constant [7 x i8] c"{X}{R}\00"
@cardc.card.7 = internal constant %cardrt_card_def { ptr @.str.7, ptr @.str.8, i32 8, i32 32, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr @cardc.targets.6, i32 1, ptr @cardc.effect.6, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.9 = private unnamed_addr constant [153 x i8] c"When Test Merchant enters the battlefield, each opponent loses X life, where X is your devotion to black. You gain life equal to the life lost this way.\00"
@.str.10 = private unnamed_addr constant [7 x i8] c"Zombie\00"
@.str.11 = private unnamed_addr constant [14 x i8] c"Test Merchant\00"
@.str.12 = private unnamed_addr constant [10 x i8] c"{3}{B}{B}\00"
@cardc.triggers = internal constant [1 x %cardrt_trigger_def] [%cardrt_trigger_def { ptr @.str.9, ptr @cardc.match.8, ptr null, ptr null, i32 0, ptr @cardc.effect.9, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i8 0, ptr null }]
@cardc.card.10 = internal constant %cardrt_card_def { ptr @.str.11, ptr @.str.12, i32 4, i32 2, i32 0, [8 x ptr] [ptr @.str.10, ptr null, ptr null, ptr null, ptr null, ptr null, ptr null, ptr null], i8 1, i32 2, i32 4, i32 0, i64 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i32 0, ptr @cardc.triggers, i32 1, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.13 = private unnamed_addr constant [4 x i8] c"{R}\00"
@cardc.costs = internal constant [1 x %cardrt_cost] [%cardrt_cost { i32 47, i32 0, ptr null, i32 0, ptr @.str.13 }]
@.str.14 = private unnamed_addr constant [23 x i8] c"player or planeswalker\00"
@cardc.targets.15 = internal constant [1 x %cardrt_target_spec] [%cardrt_target_spec { ptr @.str.14, i32 1, i32 1, ptr @cardc.legal.12, i32 0, i32 0, i8 0, i8 0, i32 0, i8 0, ptr null, i32 0, i32 0, i32 0 }]
@.str.16 = private unnamed_addr constant [140 x i8] c"When Test Shaman enters the battlefield, it deals damage to target player or planeswalker equal to twice the number of times it was kicked.\00"
@.str.17 = private unnamed_addr constant [5 x i8] c"Ogre\00"
@.str.18 = private unnamed_addr constant [7 x i8] c"Shaman\00"
@.str.19 = private unnamed_addr constant [12 x i8] c"Test Shaman\00"
@.str.20 = private unnamed_addr constant [7 x i8] c"{4}{R}\00"
@cardc.triggers.21 = internal constant [1 x %cardrt_trigger_def] [%cardrt_trigger_def { ptr @.str.16, ptr @cardc.match.11, ptr null, ptr @cardc.targets.15, i32 1, ptr @cardc.effect.13, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i8 0, ptr null }]
@cardc.card.14 = internal constant %cardrt_card_def { ptr @.str.19, ptr @.str.20, i32 8, i32 2, i32 0, [8 x ptr] [ptr @.str.17, ptr @.str.18, ptr null, ptr null, ptr null, ptr null, ptr null, ptr null], i8 1, i32 4, i32 3, i32 0, i64 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i32 0, ptr @cardc.triggers.21, i32 1, i32 0, i32 0, i32 0, ptr @cardc.costs, i32 1, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.22 = private unnamed_addr constant [10 x i8] c"creatures\00"
@cardc.targets.23 = internal constant [1 x %cardrt_target_spec] [%cardrt_target_spec { ptr @.str.22, i32 0, i32 2, ptr @cardc.legal.15, i32 0, i32 0, i8 0, i8 0, i32 0, i8 0, ptr null, i32 0, i32 0, i32 0 }]
@.str.24 = private unnamed_addr constant [11 x i8] c"Test Party\00"
@.str.25 = private unnamed_addr constant [7 x i8] c"{1}{W}\00"
@cardc.card.17 = internal constant %cardrt_card_def { ptr @.str.24, ptr @.str.25, i32 1, i32 16, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr @cardc.targets.23, i32 1, ptr @cardc.effect.16, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.26 = private unnamed_addr constant [72 x i8] c"Whenever you lose life, sacrifice a permanent for each 1 life you lost.\00"
@.str.27 = private unnamed_addr constant [10 x i8] c"Test Debt\00"
@.str.28 = private unnamed_addr constant [7 x i8] c"{2}{B}\00"
@cardc.triggers.29 = internal constant [1 x %cardrt_trigger_def] [%cardrt_trigger_def { ptr @.str.26, ptr @cardc.match.18, ptr null, ptr null, i32 0, ptr @cardc.effect.19, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i8 0, ptr null }]
@cardc.card.21 = internal constant %cardrt_card_def { ptr @.str.27, ptr @.str.28, i32 4, i32 4, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i32 0, ptr @cardc.triggers.29, i32 1, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.30 = private unnamed_addr constant [6 x i8] c"death\00"
@.str.31 = private unnamed_addr constant [6 x i8] c"taxes\00"
@vote.choices = internal constant [2 x ptr] [ptr @.str.30, ptr @.str.31]
@.str.32 = private unnamed_addr constant [12 x i8] c"Test Choice\00"
@.str.33 = private unnamed_addr constant [7 x i8] c"{4}{B}\00"
@cardc.card.24 = internal constant %cardrt_card_def { ptr @.str.32, ptr @.str.33, i32 4, i32 32, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr null, i32 0, ptr @cardc.effect.22, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@cardc.costs.34 = internal constant [1 x %cardrt_cost] zeroinitializer
@.str.35 = private unnamed_addr constant [59 x i8] c"{T}: You gain 1 life for each card you've drawn this turn.\00"
@.str.36 = private unnamed_addr constant [6 x i8] c"Human\00"
@.str.37 = private unnamed_addr constant [7 x i8] c"Wizard\00"
@.str.38 = private unnamed_addr constant [10 x i8] c"Test Sage\00"
@.str.39 = private unnamed_addr constant [7 x i8] c"{1}{U}\00"
@cardc.activated = internal constant [1 x %cardrt_activated_def] [%cardrt_activated_def { ptr @.str.35, ptr null, ptr @cardc.costs.34, i32 1, ptr null, i32 0, ptr @cardc.effect.25, i8 0, i32 0, i32 0, i32 0, i32 0, i32 0, ptr null }]
@cardc.card.26 = internal constant %cardrt_card_def { ptr @.str.38, ptr @.str.39, i32 2, i32 2, i32 0, [8 x ptr] [ptr @.str.36, ptr @.str.37, ptr null, ptr null, ptr null, ptr null, ptr null, ptr null], i8 1, i32 1, i32 1, i32 0, i64 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr @cardc.activated, i32 1, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.40 = private unnamed_addr constant [13 x i8] c"Test Requiem\00"
@.str.41 = private unnamed_addr constant [7 x i8] c"{3}{B}\00"
@cardc.card.28 = internal constant %cardrt_card_def { ptr @.str.40, ptr @.str.41, i32 4, i32 32, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr null, i32 0, ptr @cardc.effect.27, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.42 = private unnamed_addr constant [11 x i8] c"Test Tally\00"
@.str.43 = private unnamed_addr constant [7 x i8] c"{2}{U}\00"
@cardc.card.30 = internal constant %cardrt_card_def { ptr @.str.42, ptr @.str.43, i32 2, i32 16, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr null, i32 0, ptr @cardc.effect.29, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.44 = private unnamed_addr constant [9 x i8] c"creature\00"
@cardc.targets.45 = internal constant [1 x %cardrt_target_spec] [%cardrt_target_spec { ptr @.str.44, i32 1, i32 1, ptr @cardc.legal.31, i32 0, i32 0, i8 0, i8 0, i32 0, i8 0, ptr null, i32 0, i32 0, i32 0 }]
@.str.46 = private unnamed_addr constant [10 x i8] c"Test Toll\00"
@.str.47 = private unnamed_addr constant [7 x i8] c"{1}{W}\00"
@cardc.card.33 = internal constant %cardrt_card_def { ptr @.str.46, ptr @.str.47, i32 1, i32 16, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr @cardc.targets.45, i32 1, ptr @cardc.effect.32, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.48 = private unnamed_addr constant [11 x i8] c"Test Hinge\00"
@.str.49 = private unnamed_addr constant [7 x i8] c"{1}{U}\00"
@cardc.card.35 = internal constant %cardrt_card_def { ptr @.str.48, ptr @.str.49, i32 2, i32 16, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr null, i32 0, ptr @cardc.effect.34, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.50 = private unnamed_addr constant [9 x i8] c"creature\00"
@cardc.targets.51 = internal constant [1 x %cardrt_target_spec] [%cardrt_target_spec { ptr @.str.50, i32 1, i32 1, ptr @cardc.legal.36, i32 0, i32 0, i8 0, i8 0, i32 0, i8 0, ptr null, i32 0, i32 0, i32 0 }]
@.str.52 = private unnamed_addr constant [4 x i8] c"Elf\00"
@.str.53 = private unnamed_addr constant [12 x i8] c"Test Anthem\00"
@.str.54 = private unnamed_addr constant [7 x i8] c"{2}{G}\00"
@cardc.card.39 = internal constant %cardrt_card_def { ptr @.str.53, ptr @.str.54, i32 16, i32 16, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr @cardc.targets.51, i32 1, ptr @cardc.effect.37, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.55 = private unnamed_addr constant [7 x i8] c"charge\00"
@cardc.costs.56 = internal constant [1 x %cardrt_cost] zeroinitializer
@.str.57 = private unnamed_addr constant [43 x i8] c"{T}: Put a charge counter on Test Battery.\00"
@.str.58 = private unnamed_addr constant [7 x i8] c"charge\00"
@cardc.costs.59 = internal constant [2 x %cardrt_cost] [%cardrt_cost zeroinitializer, %cardrt_cost { i32 2, i32 0, ptr null, i32 0, ptr null }]
@.str.60 = private unnamed_addr constant [82 x i8] c"{T}, Sacrifice Test Battery: Draw a card for each charge counter on Test Battery.\00"
@.str.61 = private unnamed_addr constant [13 x i8] c"Test Battery\00"
@.str.62 = private unnamed_addr constant [4 x i8] c"{3}\00"
@cardc.activated.63 = internal constant [2 x %cardrt_activated_def] [%cardrt_activated_def { ptr @.str.57, ptr null, ptr @cardc.costs.56, i32 1, ptr null, i32 0, ptr @cardc.effect.40, i8 0, i32 0, i32 0, i32 0, i32 0, i32 0, ptr null }, %cardrt_activated_def { ptr @.str.60, ptr null, ptr @cardc.costs.59, i32 2, ptr null, i32 0, ptr @cardc.effect.41, i8 0, i32 0, i32 0, i32 0, i32 0, i32 0, ptr null }]
@cardc.card.42 = internal constant %cardrt_card_def { ptr @.str.61, ptr @.str.62, i32 0, i32 1, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr @cardc.activated.63, i32 2, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.64 = private unnamed_addr constant [11 x i8] c"experience\00"
@.str.65 = private unnamed_addr constant [84 x i8] c"Whenever Test Mentor attacks, you gain 1 life for each experience counter you have.\00"
@.str.66 = private unnamed_addr constant [6 x i8] c"Human\00"
@.str.67 = private unnamed_addr constant [7 x i8] c"Cleric\00"
@.str.68 = private unnamed_addr constant [12 x i8] c"Test Mentor\00"
@.str.69 = private unnamed_addr constant [7 x i8] c"{2}{W}\00"
@cardc.triggers.70 = internal constant [1 x %cardrt_trigger_def] [%cardrt_trigger_def { ptr @.str.65, ptr @cardc.match.43, ptr null, ptr null, i32 0, ptr @cardc.effect.44, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i8 0, ptr null }]
@cardc.card.45 = internal constant %cardrt_card_def { ptr @.str.68, ptr @.str.69, i32 1, i32 2, i32 0, [8 x ptr] [ptr @.str.66, ptr @.str.67, ptr null, ptr null, ptr null, ptr null, ptr null, ptr null], i8 1, i32 2, i32 2, i32 0, i64 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i32 0, ptr @cardc.triggers.70, i32 1, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.71 = private unnamed_addr constant [14 x i8] c"Test Greatest\00"
@.str.72 = private unnamed_addr constant [7 x i8] c"{2}{G}\00"
@cardc.card.48 = internal constant %cardrt_card_def { ptr @.str.71, ptr @.str.72, i32 16, i32 32, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr null, i32 0, ptr @cardc.effect.46, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.73 = private unnamed_addr constant [11 x i8] c"Test Total\00"
@.str.74 = private unnamed_addr constant [7 x i8] c"{2}{G}\00"
@cardc.card.51 = internal constant %cardrt_card_def { ptr @.str.73, ptr @.str.74, i32 16, i32 32, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr null, i32 0, ptr @cardc.effect.49, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.75 = private unnamed_addr constant [12 x i8] c"Test Domain\00"
@.str.76 = private unnamed_addr constant [7 x i8] c"{2}{G}\00"
@cardc.card.54 = internal constant %cardrt_card_def { ptr @.str.75, ptr @.str.76, i32 16, i32 32, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr null, i32 0, ptr @cardc.effect.52, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.77 = private unnamed_addr constant [11 x i8] c"Test Prism\00"
@.str.78 = private unnamed_addr constant [7 x i8] c"{2}{G}\00"
@cardc.card.57 = internal constant %cardrt_card_def { ptr @.str.77, ptr @.str.78, i32 16, i32 32, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr null, i32 0, ptr @cardc.effect.55, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.79 = private unnamed_addr constant [14 x i8] c"Test Converge\00"
@.str.80 = private unnamed_addr constant [7 x i8] c"{2}{G}\00"
@cardc.card.59 = internal constant %cardrt_card_def { ptr @.str.79, ptr @.str.80, i32 16, i32 32, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr null, i32 0, ptr @cardc.effect.58, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@cardc.costs.81 = internal constant [1 x %cardrt_cost] zeroinitializer
@.str.82 = private unnamed_addr constant [53 x i8] c"{T}: You gain 1 life for each of Test Monk's colors.\00"
@.str.83 = private unnamed_addr constant [6 x i8] c"Human\00"
@.str.84 = private unnamed_addr constant [5 x i8] c"Monk\00"
@.str.85 = private unnamed_addr constant [10 x i8] c"Test Monk\00"
@.str.86 = private unnamed_addr constant [7 x i8] c"{W}{U}\00"
@cardc.activated.87 = internal constant [1 x %cardrt_activated_def] [%cardrt_activated_def { ptr @.str.82, ptr null, ptr @cardc.costs.81, i32 1, ptr null, i32 0, ptr @cardc.effect.60, i8 0, i32 0, i32 0, i32 0, i32 0, i32 0, ptr null }]
@cardc.card.61 = internal constant %cardrt_card_def { ptr @.str.85, ptr @.str.86, i32 3, i32 2, i32 0, [8 x ptr] [ptr @.str.83, ptr @.str.84, ptr null, ptr null, ptr null, ptr null, ptr null, ptr null], i8 1, i32 2, i32 2, i32 0, i64 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr @cardc.activated.87, i32 1, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@cardc.costs.88 = internal constant [1 x %cardrt_cost] zeroinitializer
@.str.89 = private unnamed_addr constant [46 x i8] c"{T}: You gain life equal to Test Own's power.\00"
@.str.90 = private unnamed_addr constant [4 x i8] c"Elf\00"
@.str.91 = private unnamed_addr constant [9 x i8] c"Test Own\00"
@.str.92 = private unnamed_addr constant [7 x i8] c"{2}{G}\00"
@cardc.activated.93 = internal constant [1 x %cardrt_activated_def] [%cardrt_activated_def { ptr @.str.89, ptr null, ptr @cardc.costs.88, i32 1, ptr null, i32 0, ptr @cardc.effect.62, i8 0, i32 0, i32 0, i32 0, i32 0, i32 0, ptr null }]
@cardc.card.63 = internal constant %cardrt_card_def { ptr @.str.91, ptr @.str.92, i32 16, i32 2, i32 0, [8 x ptr] [ptr @.str.90, ptr null, ptr null, ptr null, ptr null, ptr null, ptr null, ptr null], i8 1, i32 2, i32 2, i32 0, i64 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr @cardc.activated.93, i32 1, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@cardc.costs.94 = internal constant [2 x %cardrt_cost] [%cardrt_cost zeroinitializer, %cardrt_cost { i32 7, i32 1, ptr @cardc.affects.64, i32 0, ptr null }]
@.str.95 = private unnamed_addr constant [87 x i8] c"{T}, Sacrifice a creature: You gain life equal to the sacrificed creature's toughness.\00"
@.str.96 = private unnamed_addr constant [6 x i8] c"Human\00"
@.str.97 = private unnamed_addr constant [7 x i8] c"Cleric\00"
@.str.98 = private unnamed_addr constant [14 x i8] c"Test Offering\00"
@.str.99 = private unnamed_addr constant [7 x i8] c"{2}{B}\00"
@cardc.activated.100 = internal constant [1 x %cardrt_activated_def] [%cardrt_activated_def { ptr @.str.95, ptr null, ptr @cardc.costs.94, i32 2, ptr null, i32 0, ptr @cardc.effect.65, i8 0, i32 0, i32 0, i32 0, i32 0, i32 0, ptr null }]
@cardc.card.66 = internal constant %cardrt_card_def { ptr @.str.98, ptr @.str.99, i32 4, i32 2, i32 0, [8 x ptr] [ptr @.str.96, ptr @.str.97, ptr null, ptr null, ptr null, ptr null, ptr null, ptr null], i8 1, i32 1, i32 1, i32 0, i64 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr @cardc.activated.100, i32 1, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.101 = private unnamed_addr constant [12 x i8] c"Test Mirror\00"
@.str.102 = private unnamed_addr constant [7 x i8] c"{2}{W}\00"
@cardc.card.68 = internal constant %cardrt_card_def { ptr @.str.101, ptr @.str.102, i32 1, i32 32, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr null, i32 0, ptr @cardc.effect.67, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.103 = private unnamed_addr constant [12 x i8] c"Test Census\00"
@.str.104 = private unnamed_addr constant [7 x i8] c"{2}{W}\00"
@cardc.card.70 = internal constant %cardrt_card_def { ptr @.str.103, ptr @.str.104, i32 1, i32 32, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr null, i32 0, ptr @cardc.effect.69, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.105 = private unnamed_addr constant [13 x i8] c"Test Harvest\00"
@.str.106 = private unnamed_addr constant [7 x i8] c"{2}{B}\00"
@cardc.card.72 = internal constant %cardrt_card_def { ptr @.str.105, ptr @.str.106, i32 4, i32 32, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr null, i32 0, ptr @cardc.effect.71, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@cardc.changes = internal constant [1 x %cardrt_change] [%cardrt_change { i32 5, i32 0, i64 0, i32 0, i32 0, ptr @cardc.pt.73, ptr null }]
@.str.107 = private unnamed_addr constant [6 x i8] c"Giant\00"
@.str.108 = private unnamed_addr constant [11 x i8] c"Test Giant\00"
@.str.109 = private unnamed_addr constant [7 x i8] c"{2}{G}\00"
@cardc.statics = internal constant [1 x %cardrt_static_def] [%cardrt_static_def { ptr null, ptr @cardc.changes, i32 1, i8 1, ptr null }]
@cardc.card.75 = internal constant %cardrt_card_def { ptr @.str.108, ptr @.str.109, i32 16, i32 2, i32 0, [8 x ptr] [ptr @.str.107, ptr null, ptr null, ptr null, ptr null, ptr null, ptr null, ptr null], i8 1, i32 0, i32 0, i32 0, i64 0, ptr null, i32 0, ptr null, ptr @cardc.statics, i32 1, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.110 = private unnamed_addr constant [13 x i8] c"Test Ossuary\00"
@.str.111 = private unnamed_addr constant [7 x i8] c"{2}{B}\00"
@cardc.card.78 = internal constant %cardrt_card_def { ptr @.str.110, ptr @.str.111, i32 4, i32 32, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr null, i32 0, ptr @cardc.effect.76, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.112 = private unnamed_addr constant [11 x i8] c"Test Crypt\00"
@.str.113 = private unnamed_addr constant [7 x i8] c"{2}{B}\00"
@cardc.card.81 = internal constant %cardrt_card_def { ptr @.str.112, ptr @.str.113, i32 4, i32 32, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr null, i32 0, ptr @cardc.effect.79, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.114 = private unnamed_addr constant [11 x i8] c"Test Relic\00"
@.str.115 = private unnamed_addr constant [7 x i8] c"{2}{B}\00"
@cardc.card.84 = internal constant %cardrt_card_def { ptr @.str.114, ptr @.str.115, i32 4, i32 32, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr null, i32 0, ptr @cardc.effect.82, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.116 = private unnamed_addr constant [11 x i8] c"Test Exile\00"
@.str.117 = private unnamed_addr constant [7 x i8] c"{2}{B}\00"
@cardc.card.87 = internal constant %cardrt_card_def { ptr @.str.116, ptr @.str.117, i32 4, i32 32, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr null, i32 0, ptr @cardc.effect.85, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.118 = private unnamed_addr constant [6 x i8] c"+1/+1\00"
@cardc.costs.119 = internal constant [2 x %cardrt_cost] [%cardrt_cost zeroinitializer, %cardrt_cost { i32 7, i32 1, ptr @cardc.affects.88, i32 0, ptr null }]
@.str.120 = private unnamed_addr constant [110 x i8] c"{T}, Sacrifice another creature: Draw cards equal to the number of +1/+1 counters on the sacrificed creature.\00"
@.str.121 = private unnamed_addr constant [6 x i8] c"Human\00"
@.str.122 = private unnamed_addr constant [7 x i8] c"Cleric\00"
@.str.123 = private unnamed_addr constant [15 x i8] c"Test Harvester\00"
@.str.124 = private unnamed_addr constant [7 x i8] c"{2}{B}\00"
@cardc.activated.125 = internal constant [1 x %cardrt_activated_def] [%cardrt_activated_def { ptr @.str.120, ptr null, ptr @cardc.costs.119, i32 2, ptr null, i32 0, ptr @cardc.effect.89, i8 0, i32 0, i32 0, i32 0, i32 0, i32 0, ptr null }]
@cardc.card.90 = internal constant %cardrt_card_def { ptr @.str.123, ptr @.str.124, i32 4, i32 2, i32 0, [8 x ptr] [ptr @.str.121, ptr @.str.122, ptr null, ptr null, ptr null, ptr null, ptr null, ptr null], i8 1, i32 1, i32 1, i32 0, i64 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr @cardc.activated.125, i32 1, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@cardc.cards = internal constant [33 x ptr] [ptr @cardc.card.1, ptr @cardc.card.4, ptr @cardc.card.7, ptr @cardc.card.10, ptr @cardc.card.14, ptr @cardc.card.17, ptr @cardc.card.21, ptr @cardc.card.24, ptr @cardc.card.26, ptr @cardc.card.28, ptr @cardc.card.30, ptr @cardc.card.33, ptr @cardc.card.35, ptr @cardc.card.39, ptr @cardc.card.42, ptr @cardc.card.45, ptr @cardc.card.48, ptr @cardc.card.51, ptr @cardc.card.54, ptr @cardc.card.57, ptr @cardc.card.59, ptr @cardc.card.61, ptr @cardc.card.63, ptr @cardc.card.66, ptr @cardc.card.68, ptr @cardc.card.70, ptr @cardc.card.72, ptr @cardc.card.75, ptr @cardc.card.78, ptr @cardc.card.81, ptr @cardc.card.84, ptr @cardc.card.87, ptr @cardc.card.90]
@cardc_registry = constant %cardrt_registry { i32 30, i32 33, ptr @cardc.cards }

define internal void @cardc.effect.0(ptr %0) {
entry:
  %1 = call i32 @cardrt_fx_roll_die(ptr %0, i32 6)
  %2 = call i32 @cardrt_fx_die_result(ptr %0)
  call void @cardrt_sel_players(ptr %0, i32 0, i32 0)
  %3 = call i32 @cardrt_fx_draw(ptr %0, i32 0, i32 %2)
  ret void
}

declare i32 @cardrt_fx_roll_die(ptr, i32)

declare i32 @cardrt_fx_die_result(ptr)

declare void @cardrt_sel_players(ptr, i32, i32)

declare i32 @cardrt_fx_draw(ptr, i32, i32)

define internal i1 @cardc.legal.2(ptr %0, i32 %1, ptr %2) {
entry:
  %kind = load i32, ptr %2, align 4
  %3 = getelementptr i8, ptr %2, i32 4
  %id = load i32, ptr %3, align 4
  %4 = icmp eq i32 %kind, 1
  %5 = icmp eq i32 %kind, 2
  %6 = call i32 @cardrt_types(ptr %0, i32 %id)
  %7 = and i32 %6, 66
  %8 = icmp ne i32 %7, 0
  %9 = and i1 %5, true
  %10 = and i1 %4, %8
  %legal = or i1 %10, %9
  ret i1 %legal
}

declare i32 @cardrt_types(ptr, i32)

define internal void @cardc.effect.3(ptr %0) {
entry:
  %1 = call i32 @cardrt_ctx_x(ptr %0)
  %2 = add i32 %1, 2
  call void @cardrt_sel_target(ptr %0, i32 0, i32 0)
  %3 = call i32 @cardrt_fx_damage(ptr %0, i32 -1, i32 0, i32 %2)
  ret void
}

declare i32 @cardrt_ctx_x(ptr)

declare void @cardrt_sel_target(ptr, i32, i32)

declare i32 @cardrt_fx_damage(ptr, i32, i32, i32)

define internal i1 @cardc.legal.5(ptr %0, i32 %1, ptr %2) {
entry:
  %kind = load i32, ptr %2, align 4
  %3 = getelementptr i8, ptr %2, i32 4
  %id = load i32, ptr %3, align 4
  %4 = icmp eq i32 %kind, 1
  %5 = icmp eq i32 %kind, 2
  %6 = call i32 @cardrt_types(ptr %0, i32 %id)
  %7 = and i32 %6, 66
  %8 = icmp ne i32 %7, 0
  %9 = and i1 %5, true
  %10 = and i1 %4, %8
  %legal = or i1 %10, %9
  ret i1 %legal
}

define internal void @cardc.effect.6(ptr %0) {
entry:
  %1 = call i32 @cardrt_ctx_x(ptr %0)
  %2 = mul i32 %1, 2
  call void @cardrt_sel_target(ptr %0, i32 0, i32 0)
  %3 = call i32 @cardrt_fx_damage(ptr %0, i32 -1, i32 0, i32 %2)
  ret void
}

define internal i1 @cardc.match.8(ptr %0, i32 %1, ptr %2) {
entry:
  %3 = getelementptr i8, ptr %2, i32 0
  %kind = load i32, ptr %3, align 4
  %4 = getelementptr i8, ptr %2, i32 4
  %object = load i32, ptr %4, align 4
  %5 = icmp eq i32 %kind, 0
  %6 = getelementptr i8, ptr %2, i32 32
  %to = load i32, ptr %6, align 4
  %7 = icmp eq i32 %to, 2
  %8 = and i1 %5, %7
  %9 = icmp eq i32 %object, %1
  %10 = and i1 %8, %9
  %11 = and i1 %10, true
  ret i1 %11
}

define internal void @cardc.effect.9(ptr %0) {
entry:
  %1 = call i32 @cardrt_ctx_source(ptr %0)
  %2 = call ptr @cardrt_ctx_game(ptr %0)
  %3 = call i32 @cardrt_controller(ptr %2, i32 %1)
  %4 = call i32 @cardrt_devotion(ptr %2, i32 %3, i32 4)
  call void @cardrt_sel_players(ptr %0, i32 0, i32 1)
  %5 = sub i32 0, %4
  %6 = call i32 @cardrt_fx_life(ptr %0, i32 0, i32 %5)
  %7 = call i32 @cardrt_fx_result(ptr %0)
  call void @cardrt_sel_players(ptr %0, i32 1, i32 0)
  %8 = call i32 @cardrt_fx_life(ptr %0, i32 1, i32 %7)
  ret void
}

declare ptr @cardrt_ctx_game(ptr)

declare i32 @cardrt_ctx_source(ptr)

declare i32 @cardrt_controller(ptr, i32)

declare i32 @cardrt_devotion(ptr, i32, i32)

declare i32 @cardrt_fx_life(ptr, i32, i32)

declare i32 @cardrt_fx_result(ptr)

define internal i1 @cardc.match.11(ptr %0, i32 %1, ptr %2) {
entry:
  %3 = getelementptr i8, ptr %2, i32 0
  %kind = load i32, ptr %3, align 4
  %4 = getelementptr i8, ptr %2, i32 4
  %object = load i32, ptr %4, align 4
  %5 = icmp eq i32 %kind, 0
  %6 = getelementptr i8, ptr %2, i32 32
  %to = load i32, ptr %6, align 4
  %7 = icmp eq i32 %to, 2
  %8 = and i1 %5, %7
  %9 = icmp eq i32 %object, %1
  %10 = and i1 %8, %9
  %11 = and i1 %10, true
  ret i1 %11
}

define internal i1 @cardc.legal.12(ptr %0, i32 %1, ptr %2) {
entry:
  %kind = load i32, ptr %2, align 4
  %3 = getelementptr i8, ptr %2, i32 4
  %id = load i32, ptr %3, align 4
  %4 = icmp eq i32 %kind, 1
  %5 = icmp eq i32 %kind, 2
  %6 = call i32 @cardrt_types(ptr %0, i32 %id)
  %7 = and i32 %6, 64
  %8 = icmp eq i32 %7, 64
  %9 = and i1 true, %8
  %10 = or i1 false, %9
  %11 = and i1 %10, true
  %12 = and i1 %11, true
  %13 = and i1 %5, true
  %14 = and i1 %4, %12
  %legal = or i1 %14, %13
  ret i1 %legal
}

define internal void @cardc.effect.13(ptr %0) {
entry:
  %1 = call i32 @cardrt_ctx_source(ptr %0)
  %2 = call ptr @cardrt_ctx_game(ptr %0)
  %3 = call i32 @cardrt_cast_times(ptr %2, i32 %1)
  %4 = mul i32 %3, 2
  call void @cardrt_sel_target(ptr %0, i32 0, i32 0)
  %5 = call i32 @cardrt_fx_damage(ptr %0, i32 -1, i32 0, i32 %4)
  ret void
}

declare i32 @cardrt_cast_times(ptr, i32)

define internal i1 @cardc.legal.15(ptr %0, i32 %1, ptr %2) {
entry:
  %kind = load i32, ptr %2, align 4
  %3 = getelementptr i8, ptr %2, i32 4
  %id = load i32, ptr %3, align 4
  %4 = icmp eq i32 %kind, 1
  %5 = icmp eq i32 %kind, 2
  %6 = call i32 @cardrt_types(ptr %0, i32 %id)
  %7 = and i32 %6, 2
  %8 = icmp eq i32 %7, 2
  %9 = and i1 true, %8
  %10 = or i1 false, %9
  %11 = and i1 %10, true
  %12 = and i1 %11, true
  %13 = and i1 %5, false
  %14 = and i1 %4, %12
  %legal = or i1 %14, %13
  ret i1 %legal
}

define internal void @cardc.effect.16(ptr %0) {
entry:
  %changes = alloca [1 x %cardrt_change], align 8
  %1 = call i32 @cardrt_ctx_source(ptr %0)
  %2 = call ptr @cardrt_ctx_game(ptr %0)
  %3 = call i32 @cardrt_controller(ptr %2, i32 %1)
  %4 = call i32 @cardrt_party_size(ptr %2, i32 %3)
  call void @cardrt_sel_target(ptr %0, i32 0, i32 0)
  %5 = getelementptr [1 x %cardrt_change], ptr %changes, i32 0, i32 0
  %6 = getelementptr inbounds %cardrt_change, ptr %5, i32 0, i32 0
  store i32 6, ptr %6, align 4
  %7 = getelementptr inbounds %cardrt_change, ptr %5, i32 0, i32 1
  store i32 0, ptr %7, align 4
  %8 = getelementptr inbounds %cardrt_change, ptr %5, i32 0, i32 2
  store i64 0, ptr %8, align 8
  %9 = getelementptr inbounds %cardrt_change, ptr %5, i32 0, i32 3
  store i32 %4, ptr %9, align 4
  %10 = getelementptr inbounds %cardrt_change, ptr %5, i32 0, i32 4
  store i32 %4, ptr %10, align 4
  %11 = getelementptr inbounds %cardrt_change, ptr %5, i32 0, i32 5
  store ptr null, ptr %11, align 8
  %12 = getelementptr inbounds %cardrt_change, ptr %5, i32 0, i32 6
  store ptr null, ptr %12, align 8
  %13 = call i32 @cardrt_fx_effect(ptr %0, i32 0, ptr %changes, i32 1, i32 0, ptr null)
  ret void
}

declare i32 @cardrt_party_size(ptr, i32)

declare i32 @cardrt_fx_effect(ptr, i32, ptr, i32, i32, ptr)

define internal i1 @cardc.match.18(ptr %0, i32 %1, ptr %2) {
entry:
  %3 = getelementptr i8, ptr %2, i32 0
  %kind = load i32, ptr %3, align 4
  %4 = getelementptr i8, ptr %2, i32 20
  %player = load i32, ptr %4, align 4
  %5 = call i32 @cardrt_you(ptr %0, i32 %1)
  %6 = icmp eq i32 %player, %5
  %7 = icmp eq i32 %kind, 4
  %8 = and i1 %7, %6
  %9 = and i1 %8, true
  ret i1 %9
}

declare i32 @cardrt_you(ptr, i32)

define internal void @cardc.effect.19(ptr %0) {
entry:
  %1 = call i32 @cardrt_fx_event_amount(ptr %0)
  %2 = mul i32 1, %1
  call void @cardrt_sel_players(ptr %0, i32 0, i32 0)
  %3 = call i32 @cardrt_fx_sacrifice_n(ptr %0, i32 0, ptr @cardc.affects.20, i32 %2, i32 1)
  ret void
}

declare i32 @cardrt_fx_event_amount(ptr)

define internal i1 @cardc.affects.20(ptr %0, i32 %1, i32 %2) {
entry:
  %3 = call i32 @cardrt_zone_of(ptr %0, i32 %2)
  %4 = icmp eq i32 %3, 2
  %5 = call i32 @cardrt_types(ptr %0, i32 %2)
  %6 = and i32 %5, 79
  %7 = icmp ne i32 %6, 0
  %8 = or i1 %4, %7
  %9 = and i1 true, %8
  %10 = or i1 false, %9
  %11 = and i1 %10, true
  ret i1 %11
}

declare i32 @cardrt_zone_of(ptr, i32)

declare i32 @cardrt_fx_sacrifice_n(ptr, i32, ptr, i32, i32)

define internal void @cardc.effect.22(ptr %0) {
entry:
  %1 = call i32 @cardrt_fx_vote(ptr %0, i32 2, ptr @vote.choices)
  %2 = call i32 @cardrt_fx_votes(ptr %0, i32 0)
  %3 = mul i32 1, %2
  call void @cardrt_sel_players(ptr %0, i32 0, i32 1)
  %4 = call i32 @cardrt_fx_sacrifice_n(ptr %0, i32 0, ptr @cardc.affects.23, i32 %3, i32 1)
  %5 = call i32 @cardrt_fx_votes(ptr %0, i32 1)
  %6 = mul i32 1, %5
  %7 = call i32 @cardrt_fx_discard(ptr %0, i32 0, i32 %6, i1 false)
  ret void
}

declare i32 @cardrt_fx_vote(ptr, i32, ptr)

declare i32 @cardrt_fx_votes(ptr, i32)

define internal i1 @cardc.affects.23(ptr %0, i32 %1, i32 %2) {
entry:
  %3 = call i32 @cardrt_types(ptr %0, i32 %2)
  %4 = and i32 %3, 2
  %5 = icmp eq i32 %4, 2
  %6 = and i1 true, %5
  %7 = or i1 false, %6
  %8 = and i1 %7, true
  ret i1 %8
}

declare i32 @cardrt_fx_discard(ptr, i32, i32, i1)

define internal void @cardc.effect.25(ptr %0) {
entry:
  %1 = call i32 @cardrt_ctx_source(ptr %0)
  %2 = call ptr @cardrt_ctx_game(ptr %0)
  %3 = call i32 @cardrt_controller(ptr %2, i32 %1)
  %4 = shl i32 1, %3
  %5 = call i32 @cardrt_history(ptr %2, i32 %4, i32 8, i1 false)
  %6 = mul i32 1, %5
  call void @cardrt_sel_players(ptr %0, i32 0, i32 0)
  %7 = call i32 @cardrt_fx_life(ptr %0, i32 0, i32 %6)
  ret void
}

declare i32 @cardrt_history(ptr, i32, i32, i1)

define internal void @cardc.effect.27(ptr %0) {
entry:
  %1 = call ptr @cardrt_ctx_game(ptr %0)
  %2 = call i32 @cardrt_history(ptr %1, i32 -1, i32 4, i1 false)
  %3 = mul i32 2, %2
  call void @cardrt_sel_players(ptr %0, i32 0, i32 0)
  %4 = call i32 @cardrt_fx_life(ptr %0, i32 0, i32 %3)
  ret void
}

define internal void @cardc.effect.29(ptr %0) {
entry:
  %1 = call i32 @cardrt_ctx_source(ptr %0)
  %2 = call ptr @cardrt_ctx_game(ptr %0)
  %3 = call i32 @cardrt_history(ptr %2, i32 -1, i32 0, i1 false)
  %4 = call i32 @cardrt_spells_cast(ptr %2, i32 -1, i32 0, i32 0, i32 0, i32 %1, i1 false)
  %5 = icmp slt i32 %4, 0
  %6 = select i1 %5, i32 %3, i32 %4
  %7 = mul i32 1, %6
  call void @cardrt_sel_players(ptr %0, i32 0, i32 0)
  %8 = call i32 @cardrt_fx_draw(ptr %0, i32 0, i32 %7)
  ret void
}

declare i32 @cardrt_spells_cast(ptr, i32, i32, i32, i32, i32, i1)

define internal i1 @cardc.legal.31(ptr %0, i32 %1, ptr %2) {
entry:
  %kind = load i32, ptr %2, align 4
  %3 = getelementptr i8, ptr %2, i32 4
  %id = load i32, ptr %3, align 4
  %4 = icmp eq i32 %kind, 1
  %5 = icmp eq i32 %kind, 2
  %6 = call i32 @cardrt_types(ptr %0, i32 %id)
  %7 = and i32 %6, 2
  %8 = icmp eq i32 %7, 2
  %9 = and i1 true, %8
  %10 = or i1 false, %9
  %11 = and i1 %10, true
  %12 = and i1 %11, true
  %13 = and i1 %5, false
  %14 = and i1 %4, %12
  %legal = or i1 %14, %13
  ret i1 %legal
}

define internal void @cardc.effect.32(ptr %0) {
entry:
  %changes = alloca [1 x %cardrt_change], align 8
  %1 = call i32 @cardrt_ctx_source(ptr %0)
  %2 = call ptr @cardrt_ctx_game(ptr %0)
  %3 = call i32 @cardrt_controller(ptr %2, i32 %1)
  %4 = shl i32 1, %3
  %5 = call i32 @cardrt_history(ptr %2, i32 %4, i32 1, i1 false)
  call void @cardrt_sel_target(ptr %0, i32 0, i32 0)
  %6 = getelementptr [1 x %cardrt_change], ptr %changes, i32 0, i32 0
  %7 = getelementptr inbounds %cardrt_change, ptr %6, i32 0, i32 0
  store i32 6, ptr %7, align 4
  %8 = getelementptr inbounds %cardrt_change, ptr %6, i32 0, i32 1
  store i32 0, ptr %8, align 4
  %9 = getelementptr inbounds %cardrt_change, ptr %6, i32 0, i32 2
  store i64 0, ptr %9, align 8
  %10 = getelementptr inbounds %cardrt_change, ptr %6, i32 0, i32 3
  store i32 %5, ptr %10, align 4
  %11 = getelementptr inbounds %cardrt_change, ptr %6, i32 0, i32 4
  store i32 %5, ptr %11, align 4
  %12 = getelementptr inbounds %cardrt_change, ptr %6, i32 0, i32 5
  store ptr null, ptr %12, align 8
  %13 = getelementptr inbounds %cardrt_change, ptr %6, i32 0, i32 6
  store ptr null, ptr %13, align 8
  %14 = call i32 @cardrt_fx_effect(ptr %0, i32 0, ptr %changes, i32 1, i32 0, ptr null)
  ret void
}

define internal void @cardc.effect.34(ptr %0) {
entry:
  %1 = call i32 @cardrt_ctx_source(ptr %0)
  %2 = call ptr @cardrt_ctx_game(ptr %0)
  %3 = call i32 @cardrt_controller(ptr %2, i32 %1)
  %4 = shl i32 1, %3
  %5 = call i32 @cardrt_history(ptr %2, i32 %4, i32 9, i1 false)
  call void @cardrt_sel_players(ptr %0, i32 0, i32 0)
  %6 = call i32 @cardrt_fx_draw(ptr %0, i32 0, i32 %5)
  ret void
}

define internal i1 @cardc.legal.36(ptr %0, i32 %1, ptr %2) {
entry:
  %kind = load i32, ptr %2, align 4
  %3 = getelementptr i8, ptr %2, i32 4
  %id = load i32, ptr %3, align 4
  %4 = icmp eq i32 %kind, 1
  %5 = icmp eq i32 %kind, 2
  %6 = call i32 @cardrt_types(ptr %0, i32 %id)
  %7 = and i32 %6, 2
  %8 = icmp eq i32 %7, 2
  %9 = and i1 true, %8
  %10 = or i1 false, %9
  %11 = and i1 %10, true
  %12 = and i1 %11, true
  %13 = and i1 %5, false
  %14 = and i1 %4, %12
  %legal = or i1 %14, %13
  ret i1 %legal
}

define internal void @cardc.effect.37(ptr %0) {
entry:
  %changes = alloca [1 x %cardrt_change], align 8
  %1 = call i32 @cardrt_ctx_source(ptr %0)
  %2 = call ptr @cardrt_ctx_game(ptr %0)
  %3 = call i32 @cardrt_count(ptr %2, i32 %1, ptr @cardc.affects.38, i32 4)
  %4 = mul i32 1, %3
  %5 = mul i32 1, %3
  call void @cardrt_sel_target(ptr %0, i32 0, i32 0)
  %6 = getelementptr [1 x %cardrt_change], ptr %changes, i32 0, i32 0
  %7 = getelementptr inbounds %cardrt_change, ptr %6, i32 0, i32 0
  store i32 6, ptr %7, align 4
  %8 = getelementptr inbounds %cardrt_change, ptr %6, i32 0, i32 1
  store i32 0, ptr %8, align 4
  %9 = getelementptr inbounds %cardrt_change, ptr %6, i32 0, i32 2
  store i64 0, ptr %9, align 8
  %10 = getelementptr inbounds %cardrt_change, ptr %6, i32 0, i32 3
  store i32 %4, ptr %10, align 4
  %11 = getelementptr inbounds %cardrt_change, ptr %6, i32 0, i32 4
  store i32 %5, ptr %11, align 4
  %12 = getelementptr inbounds %cardrt_change, ptr %6, i32 0, i32 5
  store ptr null, ptr %12, align 8
  %13 = getelementptr inbounds %cardrt_change, ptr %6, i32 0, i32 6
  store ptr null, ptr %13, align 8
  %14 = call i32 @cardrt_fx_effect(ptr %0, i32 0, ptr %changes, i32 1, i32 0, ptr null)
  ret void
}

define internal i1 @cardc.affects.38(ptr %0, i32 %1, i32 %2) {
entry:
  %3 = call i1 @cardrt_has_subtype(ptr %0, i32 %2, ptr @.str.52)
  %4 = and i1 true, %3
  %5 = or i1 false, %4
  %6 = call i32 @cardrt_controller(ptr %0, i32 %2)
  %7 = call i32 @cardrt_you(ptr %0, i32 %1)
  %8 = icmp eq i32 %6, %7
  %9 = and i1 %5, %8
  %10 = and i1 %9, true
  ret i1 %10
}

declare i1 @cardrt_has_subtype(ptr, i32, ptr)

declare i32 @cardrt_count(ptr, i32, ptr, i32)

define internal void @cardc.effect.40(ptr %0) {
entry:
  call void @cardrt_sel_source(ptr %0, i32 0)
  %1 = call i32 @cardrt_fx_counters(ptr %0, i32 0, ptr @.str.55, i32 1)
  ret void
}

declare void @cardrt_sel_source(ptr, i32)

declare i32 @cardrt_fx_counters(ptr, i32, ptr, i32)

define internal void @cardc.effect.41(ptr %0) {
entry:
  %1 = call i32 @cardrt_ctx_source(ptr %0)
  %2 = call ptr @cardrt_ctx_game(ptr %0)
  %3 = call i32 @cardrt_last_counter_count(ptr %2, i32 %1, ptr @.str.58)
  %4 = mul i32 1, %3
  call void @cardrt_sel_players(ptr %0, i32 0, i32 0)
  %5 = call i32 @cardrt_fx_draw(ptr %0, i32 0, i32 %4)
  ret void
}

declare i32 @cardrt_last_counter_count(ptr, i32, ptr)

define internal i1 @cardc.match.43(ptr %0, i32 %1, ptr %2) {
entry:
  %3 = getelementptr i8, ptr %2, i32 0
  %kind = load i32, ptr %3, align 4
  %4 = icmp eq i32 %kind, 8
  %5 = getelementptr i8, ptr %2, i32 4
  %object = load i32, ptr %5, align 4
  %6 = icmp eq i32 %object, %1
  %7 = and i1 %4, %6
  %8 = and i1 %7, true
  ret i1 %8
}

define internal void @cardc.effect.44(ptr %0) {
entry:
  %1 = call i32 @cardrt_ctx_source(ptr %0)
  %2 = call ptr @cardrt_ctx_game(ptr %0)
  %3 = call i32 @cardrt_controller(ptr %2, i32 %1)
  %4 = call i32 @cardrt_player_counter_count(ptr %2, i32 %3, ptr @.str.64)
  %5 = mul i32 1, %4
  call void @cardrt_sel_players(ptr %0, i32 0, i32 0)
  %6 = call i32 @cardrt_fx_life(ptr %0, i32 0, i32 %5)
  ret void
}

declare i32 @cardrt_player_counter_count(ptr, i32, ptr)

define internal void @cardc.effect.46(ptr %0) {
entry:
  %1 = call i32 @cardrt_ctx_source(ptr %0)
  %2 = call ptr @cardrt_ctx_game(ptr %0)
  %3 = call i32 @cardrt_greatest(ptr %2, i32 %1, ptr @cardc.affects.47, i32 4, i32 0)
  call void @cardrt_sel_players(ptr %0, i32 0, i32 0)
  %4 = call i32 @cardrt_fx_draw(ptr %0, i32 0, i32 %3)
  ret void
}

define internal i1 @cardc.affects.47(ptr %0, i32 %1, i32 %2) {
entry:
  %3 = call i32 @cardrt_types(ptr %0, i32 %2)
  %4 = and i32 %3, 2
  %5 = icmp eq i32 %4, 2
  %6 = and i1 true, %5
  %7 = or i1 false, %6
  %8 = call i32 @cardrt_controller(ptr %0, i32 %2)
  %9 = call i32 @cardrt_you(ptr %0, i32 %1)
  %10 = icmp eq i32 %8, %9
  %11 = and i1 %7, %10
  %12 = and i1 %11, true
  ret i1 %12
}

declare i32 @cardrt_greatest(ptr, i32, ptr, i32, i32)

define internal void @cardc.effect.49(ptr %0) {
entry:
  %1 = call i32 @cardrt_ctx_source(ptr %0)
  %2 = call ptr @cardrt_ctx_game(ptr %0)
  %3 = call i32 @cardrt_total(ptr %2, i32 %1, ptr @cardc.affects.50, i32 4, i32 0)
  call void @cardrt_sel_players(ptr %0, i32 0, i32 0)
  %4 = call i32 @cardrt_fx_life(ptr %0, i32 0, i32 %3)
  ret void
}

define internal i1 @cardc.affects.50(ptr %0, i32 %1, i32 %2) {
entry:
  %3 = call i32 @cardrt_types(ptr %0, i32 %2)
  %4 = and i32 %3, 2
  %5 = icmp eq i32 %4, 2
  %6 = and i1 true, %5
  %7 = or i1 false, %6
  %8 = call i32 @cardrt_controller(ptr %0, i32 %2)
  %9 = call i32 @cardrt_you(ptr %0, i32 %1)
  %10 = icmp eq i32 %8, %9
  %11 = and i1 %7, %10
  %12 = and i1 %11, true
  ret i1 %12
}

declare i32 @cardrt_total(ptr, i32, ptr, i32, i32)

define internal void @cardc.effect.52(ptr %0) {
entry:
  %1 = call i32 @cardrt_ctx_source(ptr %0)
  %2 = call ptr @cardrt_ctx_game(ptr %0)
  %3 = call i32 @cardrt_count_distinct(ptr %2, i32 %1, ptr @cardc.affects.53, i32 4, i32 7)
  %4 = mul i32 2, %3
  call void @cardrt_sel_players(ptr %0, i32 0, i32 0)
  %5 = call i32 @cardrt_fx_life(ptr %0, i32 0, i32 %4)
  ret void
}

define internal i1 @cardc.affects.53(ptr %0, i32 %1, i32 %2) {
entry:
  %3 = call i32 @cardrt_types(ptr %0, i32 %2)
  %4 = and i32 %3, 8
  %5 = icmp eq i32 %4, 8
  %6 = and i1 true, %5
  %7 = or i1 false, %6
  %8 = call i32 @cardrt_controller(ptr %0, i32 %2)
  %9 = call i32 @cardrt_you(ptr %0, i32 %1)
  %10 = icmp eq i32 %8, %9
  %11 = and i1 %7, %10
  %12 = and i1 %11, true
  ret i1 %12
}

declare i32 @cardrt_count_distinct(ptr, i32, ptr, i32, i32)

define internal void @cardc.effect.55(ptr %0) {
entry:
  %1 = call i32 @cardrt_ctx_source(ptr %0)
  %2 = call ptr @cardrt_ctx_game(ptr %0)
  %3 = call i32 @cardrt_count_distinct(ptr %2, i32 %1, ptr @cardc.affects.56, i32 4, i32 8)
  %4 = mul i32 1, %3
  call void @cardrt_sel_players(ptr %0, i32 0, i32 0)
  %5 = call i32 @cardrt_fx_life(ptr %0, i32 0, i32 %4)
  ret void
}

define internal i1 @cardc.affects.56(ptr %0, i32 %1, i32 %2) {
entry:
  %3 = call i32 @cardrt_zone_of(ptr %0, i32 %2)
  %4 = icmp eq i32 %3, 2
  %5 = call i32 @cardrt_types(ptr %0, i32 %2)
  %6 = and i32 %5, 79
  %7 = icmp ne i32 %6, 0
  %8 = or i1 %4, %7
  %9 = and i1 true, %8
  %10 = or i1 false, %9
  %11 = call i32 @cardrt_controller(ptr %0, i32 %2)
  %12 = call i32 @cardrt_you(ptr %0, i32 %1)
  %13 = icmp eq i32 %11, %12
  %14 = and i1 %10, %13
  %15 = and i1 %14, true
  ret i1 %15
}

define internal void @cardc.effect.58(ptr %0) {
entry:
  %1 = call i32 @cardrt_ctx_source(ptr %0)
  %2 = call ptr @cardrt_ctx_game(ptr %0)
  %3 = call i32 @cardrt_mana_spent(ptr %2, i32 %1, i32 0)
  %4 = icmp sgt i32 %3, 0
  %5 = zext i1 %4 to i32
  %6 = add i32 0, %5
  %7 = call i32 @cardrt_mana_spent(ptr %2, i32 %1, i32 1)
  %8 = icmp sgt i32 %7, 0
  %9 = zext i1 %8 to i32
  %10 = add i32 %6, %9
  %11 = call i32 @cardrt_mana_spent(ptr %2, i32 %1, i32 2)
  %12 = icmp sgt i32 %11, 0
  %13 = zext i1 %12 to i32
  %14 = add i32 %10, %13
  %15 = call i32 @cardrt_mana_spent(ptr %2, i32 %1, i32 3)
  %16 = icmp sgt i32 %15, 0
  %17 = zext i1 %16 to i32
  %18 = add i32 %14, %17
  %19 = call i32 @cardrt_mana_spent(ptr %2, i32 %1, i32 4)
  %20 = icmp sgt i32 %19, 0
  %21 = zext i1 %20 to i32
  %22 = add i32 %18, %21
  %23 = mul i32 2, %22
  call void @cardrt_sel_players(ptr %0, i32 0, i32 0)
  %24 = call i32 @cardrt_fx_life(ptr %0, i32 0, i32 %23)
  ret void
}

declare i32 @cardrt_mana_spent(ptr, i32, i32)

define internal void @cardc.effect.60(ptr %0) {
entry:
  call void @cardrt_sel_source(ptr %0, i32 0)
  %1 = call i32 @cardrt_sel_stat(ptr %0, i32 0, i32 8)
  %2 = mul i32 1, %1
  call void @cardrt_sel_players(ptr %0, i32 1, i32 0)
  %3 = call i32 @cardrt_fx_life(ptr %0, i32 1, i32 %2)
  ret void
}

declare i32 @cardrt_sel_stat(ptr, i32, i32)

define internal void @cardc.effect.62(ptr %0) {
entry:
  call void @cardrt_sel_source(ptr %0, i32 0)
  %1 = call i32 @cardrt_sel_stat(ptr %0, i32 0, i32 0)
  call void @cardrt_sel_players(ptr %0, i32 1, i32 0)
  %2 = call i32 @cardrt_fx_life(ptr %0, i32 1, i32 %1)
  ret void
}

define internal i1 @cardc.affects.64(ptr %0, i32 %1, i32 %2) {
entry:
  %3 = call i32 @cardrt_types(ptr %0, i32 %2)
  %4 = and i32 %3, 2
  %5 = icmp eq i32 %4, 2
  %6 = and i1 true, %5
  %7 = or i1 false, %6
  %8 = call i32 @cardrt_controller(ptr %0, i32 %2)
  %9 = and i1 %7, true
  %10 = and i1 %9, true
  ret i1 %10
}

define internal void @cardc.effect.65(ptr %0) {
entry:
  call void @cardrt_sel_paid(ptr %0, i32 0, i32 7)
  %1 = call i32 @cardrt_sel_stat(ptr %0, i32 0, i32 1)
  call void @cardrt_sel_players(ptr %0, i32 1, i32 0)
  %2 = call i32 @cardrt_fx_life(ptr %0, i32 1, i32 %1)
  ret void
}

declare void @cardrt_sel_paid(ptr, i32, i32)

define internal void @cardc.effect.67(ptr %0) {
entry:
  %1 = call i32 @cardrt_ctx_source(ptr %0)
  %2 = call ptr @cardrt_ctx_game(ptr %0)
  %3 = call i32 @cardrt_controller(ptr %2, i32 %1)
  %4 = call i32 @cardrt_life(ptr %2, i32 %3)
  call void @cardrt_sel_players(ptr %0, i32 0, i32 0)
  %5 = call i32 @cardrt_fx_life(ptr %0, i32 0, i32 %4)
  ret void
}

declare i32 @cardrt_life(ptr, i32)

define internal void @cardc.effect.69(ptr %0) {
entry:
  call void @cardrt_sel_players(ptr %0, i32 0, i32 1)
  %1 = call i32 @cardrt_sel_count(ptr %0, i32 0)
  %2 = mul i32 3, %1
  call void @cardrt_sel_players(ptr %0, i32 1, i32 0)
  %3 = call i32 @cardrt_fx_life(ptr %0, i32 1, i32 %2)
  ret void
}

declare i32 @cardrt_sel_count(ptr, i32)

define internal void @cardc.effect.71(ptr %0) {
entry:
  call void @cardrt_sel_players(ptr %0, i32 0, i32 1)
  %1 = call i32 @cardrt_sel_history(ptr %0, i32 0, i32 2, i1 false)
  call void @cardrt_sel_players(ptr %0, i32 1, i32 0)
  %2 = call i32 @cardrt_fx_life(ptr %0, i32 1, i32 %1)
  ret void
}

declare i32 @cardrt_sel_history(ptr, i32, i32, i1)

define internal void @cardc.pt.73(ptr %0, i32 %1, i32 %2, ptr %3, ptr %4) {
entry:
  %5 = call i32 @cardrt_greatest(ptr %0, i32 %1, ptr @cardc.affects.74, i32 4, i32 0)
  %6 = mul i32 %5, 1
  %7 = add i32 %6, 0
  store i32 %7, ptr %3, align 4
  %8 = mul i32 %5, 0
  %9 = add i32 %8, 0
  store i32 %9, ptr %4, align 4
  ret void
}

define internal i1 @cardc.affects.74(ptr %0, i32 %1, i32 %2) {
entry:
  %3 = call i32 @cardrt_types(ptr %0, i32 %2)
  %4 = and i32 %3, 2
  %5 = icmp eq i32 %4, 2
  %6 = and i1 true, %5
  %7 = or i1 false, %6
  %8 = call i32 @cardrt_controller(ptr %0, i32 %2)
  %9 = call i32 @cardrt_you(ptr %0, i32 %1)
  %10 = icmp eq i32 %8, %9
  %11 = and i1 %7, %10
  %12 = icmp ne i32 %2, %1
  %13 = and i1 %11, %12
  %14 = and i1 %13, true
  ret i1 %14
}

define internal void @cardc.effect.76(ptr %0) {
entry:
  %1 = call i32 @cardrt_ctx_source(ptr %0)
  %2 = call ptr @cardrt_ctx_game(ptr %0)
  %3 = call i32 @cardrt_count(ptr %2, i32 %1, ptr @cardc.affects.77, i32 8)
  %4 = mul i32 1, %3
  call void @cardrt_sel_players(ptr %0, i32 0, i32 0)
  %5 = call i32 @cardrt_fx_life(ptr %0, i32 0, i32 %4)
  ret void
}

define internal i1 @cardc.affects.77(ptr %0, i32 %1, i32 %2) {
entry:
  %3 = call i32 @cardrt_types(ptr %0, i32 %2)
  %4 = and i32 %3, 2
  %5 = icmp eq i32 %4, 2
  %6 = and i1 true, %5
  %7 = call i1 @cardrt_is_token(ptr %0, i32 %2)
  %8 = xor i1 %7, true
  %9 = and i1 %6, %8
  %10 = or i1 false, %9
  %11 = and i1 %10, true
  ret i1 %11
}

declare i1 @cardrt_is_token(ptr, i32)

define internal void @cardc.effect.79(ptr %0) {
entry:
  %1 = call i32 @cardrt_ctx_source(ptr %0)
  %2 = call ptr @cardrt_ctx_game(ptr %0)
  %3 = call i32 @cardrt_count_distinct(ptr %2, i32 %1, ptr @cardc.affects.80, i32 8, i32 6)
  %4 = mul i32 1, %3
  call void @cardrt_sel_players(ptr %0, i32 0, i32 0)
  %5 = call i32 @cardrt_fx_life(ptr %0, i32 0, i32 %4)
  ret void
}

define internal i1 @cardc.affects.80(ptr %0, i32 %1, i32 %2) {
entry:
  %3 = call i1 @cardrt_is_token(ptr %0, i32 %2)
  %4 = xor i1 %3, true
  %5 = and i1 true, %4
  %6 = or i1 false, %5
  %7 = and i1 %6, true
  %8 = call i32 @cardrt_owner(ptr %0, i32 %2)
  %9 = call i32 @cardrt_you(ptr %0, i32 %1)
  %10 = icmp eq i32 %8, %9
  %11 = and i1 %7, %10
  ret i1 %11
}

declare i32 @cardrt_owner(ptr, i32)

define internal void @cardc.effect.82(ptr %0) {
entry:
  %1 = call i32 @cardrt_ctx_source(ptr %0)
  %2 = call ptr @cardrt_ctx_game(ptr %0)
  %3 = call i32 @cardrt_greatest(ptr %2, i32 %1, ptr @cardc.affects.83, i32 8, i32 2)
  call void @cardrt_sel_players(ptr %0, i32 0, i32 0)
  %4 = call i32 @cardrt_fx_life(ptr %0, i32 0, i32 %3)
  ret void
}

define internal i1 @cardc.affects.83(ptr %0, i32 %1, i32 %2) {
entry:
  %3 = call i1 @cardrt_is_token(ptr %0, i32 %2)
  %4 = xor i1 %3, true
  %5 = and i1 true, %4
  %6 = or i1 false, %5
  %7 = and i1 %6, true
  %8 = call i32 @cardrt_owner(ptr %0, i32 %2)
  %9 = call i32 @cardrt_you(ptr %0, i32 %1)
  %10 = icmp eq i32 %8, %9
  %11 = and i1 %7, %10
  ret i1 %11
}

define internal void @cardc.effect.85(ptr %0) {
entry:
  %1 = call i32 @cardrt_ctx_source(ptr %0)
  %2 = call ptr @cardrt_ctx_game(ptr %0)
  %3 = call i32 @cardrt_count(ptr %2, i32 %1, ptr @cardc.affects.86, i32 32)
  %4 = mul i32 1, %3
  call void @cardrt_sel_players(ptr %0, i32 0, i32 0)
  %5 = call i32 @cardrt_fx_life(ptr %0, i32 0, i32 %4)
  ret void
}

define internal i1 @cardc.affects.86(ptr %0, i32 %1, i32 %2) {
entry:
  %3 = call i1 @cardrt_is_token(ptr %0, i32 %2)
  %4 = xor i1 %3, true
  %5 = and i1 true, %4
  %6 = or i1 false, %5
  %7 = and i1 %6, true
  ret i1 %7
}

define internal i1 @cardc.affects.88(ptr %0, i32 %1, i32 %2) {
entry:
  %3 = call i32 @cardrt_types(ptr %0, i32 %2)
  %4 = and i32 %3, 2
  %5 = icmp eq i32 %4, 2
  %6 = and i1 true, %5
  %7 = or i1 false, %6
  %8 = call i32 @cardrt_controller(ptr %0, i32 %2)
  %9 = and i1 %7, true
  %10 = icmp ne i32 %2, %1
  %11 = and i1 %9, %10
  %12 = and i1 %11, true
  ret i1 %12
}

define internal void @cardc.effect.89(ptr %0) {
entry:
  call void @cardrt_sel_paid(ptr %0, i32 0, i32 7)
  %1 = call i32 @cardrt_sel_counters(ptr %0, i32 0, ptr @.str.118)
  call void @cardrt_sel_players(ptr %0, i32 1, i32 0)
  %2 = call i32 @cardrt_fx_draw(ptr %0, i32 1, i32 %1)
  ret void
}

declare i32 @cardrt_sel_counters(ptr, i32, ptr)
