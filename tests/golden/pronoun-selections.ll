; ModuleID = 'stdout'
source_filename = "stdout"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%cardrt_target_spec = type { ptr, i32, i32, ptr, i32, i32, i8, i8, i32, i8, ptr, i32, i32, i32 }
%cardrt_card_def = type { ptr, ptr, i32, i32, i32, [8 x ptr], i8, i32, i32, i32, i64, ptr, i32, ptr, ptr, i32, ptr, i32, ptr, i32, i32, i32, i32, ptr, i32, ptr, ptr, i32, ptr, i8, ptr, i32, ptr, ptr, i32, i8, i32, i32 }
%cardrt_trigger_def = type { ptr, ptr, ptr, ptr, i32, ptr, i32, i32, i32, i32, i32, i32, i8, ptr }
%cardrt_cost = type { i32, i32, ptr, i32, ptr }
%cardrt_activated_def = type { ptr, ptr, ptr, i32, ptr, i32, ptr, i8, i32, i32, i32, i32, i32, ptr }
%cardrt_registry = type { i32, i32, ptr }
%cardrt_change = type { i32, i32, i64, i32, i32, ptr, ptr }

@.str = private unnamed_addr constant [6 x i8] c"spell\00"
@cardc.targets = internal constant [1 x %cardrt_target_spec] [%cardrt_target_spec { ptr @.str, i32 1, i32 1, ptr @cardc.legal.0, i32 16, i32 0, i8 0, i8 0, i32 0, i8 0, ptr null, i32 0, i32 0, i32 0 }]
@.str.1 = private unnamed_addr constant [4 x i8] c"{3}\00"
@.str.2 = private unnamed_addr constant [10 x i8] c"Test Leak\00"
@.str.3 = private unnamed_addr constant [7 x i8] c"{1}{U}\00"
@cardc.card.2 = internal constant %cardrt_card_def { ptr @.str.2, ptr @.str.3, i32 2, i32 16, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr @cardc.targets, i32 1, ptr @cardc.effect.1, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.4 = private unnamed_addr constant [30 x i8] c"creature an opponent controls\00"
@cardc.targets.5 = internal constant [1 x %cardrt_target_spec] [%cardrt_target_spec { ptr @.str.4, i32 1, i32 1, ptr @cardc.legal.3, i32 0, i32 0, i8 0, i8 0, i32 0, i8 0, ptr null, i32 0, i32 0, i32 0 }]
@.str.6 = private unnamed_addr constant [15 x i8] c"Test Execution\00"
@.str.7 = private unnamed_addr constant [7 x i8] c"{4}{B}\00"
@cardc.card.5 = internal constant %cardrt_card_def { ptr @.str.6, ptr @.str.7, i32 4, i32 32, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr @cardc.targets.5, i32 1, ptr @cardc.effect.4, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.8 = private unnamed_addr constant [9 x i8] c"creature\00"
@cardc.targets.9 = internal constant [1 x %cardrt_target_spec] [%cardrt_target_spec { ptr @.str.8, i32 1, i32 1, ptr @cardc.legal.6, i32 0, i32 1, i8 0, i8 0, i32 0, i8 0, ptr null, i32 0, i32 0, i32 0 }]
@.str.10 = private unnamed_addr constant [6 x i8] c"+1/+1\00"
@.str.11 = private unnamed_addr constant [11 x i8] c"Test Guide\00"
@.str.12 = private unnamed_addr constant [7 x i8] c"{2}{G}\00"
@cardc.card.9 = internal constant %cardrt_card_def { ptr @.str.11, ptr @.str.12, i32 16, i32 32, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr @cardc.targets.9, i32 1, ptr @cardc.effect.7, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 2, i32 1, i32 1, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.13 = private unnamed_addr constant [7 x i8] c"Forest\00"
@.str.14 = private unnamed_addr constant [114 x i8] c"search your library for a basic Forest card, put it onto the battlefield tapped, then shuffle and you gain 1 life\00"
@cardc.reflexive = internal constant %cardrt_trigger_def { ptr @.str.14, ptr null, ptr null, ptr null, i32 0, ptr @cardc.effect.12, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i8 0, ptr null }
@.str.15 = private unnamed_addr constant [184 x i8] c"When Test Hideout enters the battlefield, sacrifice it. When you do, search your library for a basic Forest card, put it onto the battlefield tapped, then shuffle and you gain 1 life.\00"
@.str.16 = private unnamed_addr constant [13 x i8] c"Test Hideout\00"
@cardc.triggers = internal constant [1 x %cardrt_trigger_def] [%cardrt_trigger_def { ptr @.str.15, ptr @cardc.match.10, ptr null, ptr null, i32 0, ptr @cardc.effect.11, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i8 0, ptr null }]
@cardc.card.14 = internal constant %cardrt_card_def { ptr @.str.16, ptr null, i32 0, i32 8, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i32 0, ptr @cardc.triggers, i32 1, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.17 = private unnamed_addr constant [16 x i8] c"Test Wanderings\00"
@.str.18 = private unnamed_addr constant [7 x i8] c"{2}{G}\00"
@cardc.card.19 = internal constant %cardrt_card_def { ptr @.str.17, ptr @.str.18, i32 16, i32 32, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr null, i32 0, ptr @cardc.effect.15, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.19 = private unnamed_addr constant [1 x i8] zeroinitializer
@.str.20 = private unnamed_addr constant [91 x i8] c"you may search your library for a creature card, put it onto the battlefield, then shuffle\00"
@.str.21 = private unnamed_addr constant [128 x i8] c"Whenever you cast a creature spell, you may search your library for a creature card, put it onto the battlefield, then shuffle.\00"
@cardc.triggers.22 = internal constant [1 x %cardrt_trigger_def] [%cardrt_trigger_def { ptr @.str.21, ptr @cardc.match.21, ptr null, ptr null, i32 0, ptr @cardc.effect.22, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i8 0, ptr null }]
@cardc.card.24 = internal constant %cardrt_card_def { ptr @.str.19, ptr null, i32 0, i32 0, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i32 0, ptr @cardc.triggers.22, i32 1, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, i32 0, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@cardc.costs = internal constant [1 x %cardrt_cost] [%cardrt_cost { i32 13, i32 -7, ptr null, i32 0, ptr null }]
@.str.23 = private unnamed_addr constant [159 x i8] c"\E2\88\927: You get an emblem with \22Whenever you cast a creature spell, you may search your library for a creature card, put it onto the battlefield, then shuffle.\22\00"
@.str.24 = private unnamed_addr constant [7 x i8] c"Garruk\00"
@.str.25 = private unnamed_addr constant [12 x i8] c"Test Walker\00"
@.str.26 = private unnamed_addr constant [10 x i8] c"{4}{G}{G}\00"
@cardc.activated = internal constant [1 x %cardrt_activated_def] [%cardrt_activated_def { ptr @.str.23, ptr null, ptr @cardc.costs, i32 1, ptr null, i32 0, ptr @cardc.effect.20, i8 0, i32 0, i32 0, i32 0, i32 0, i32 0, ptr null }]
@cardc.card.25 = internal constant %cardrt_card_def { ptr @.str.25, ptr @.str.26, i32 16, i32 64, i32 1, [8 x ptr] [ptr @.str.24, ptr null, ptr null, ptr null, ptr null, ptr null, ptr null, ptr null], i8 0, i32 0, i32 0, i32 4, i64 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr @cardc.activated, i32 1, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.27 = private unnamed_addr constant [7 x i8] c"player\00"
@cardc.targets.28 = internal constant [1 x %cardrt_target_spec] [%cardrt_target_spec { ptr @.str.27, i32 1, i32 1, ptr @cardc.legal.26, i32 0, i32 0, i8 0, i8 0, i32 0, i8 0, ptr null, i32 0, i32 0, i32 0 }]
@.str.29 = private unnamed_addr constant [4 x i8] c"{3}\00"
@cardc.costs.30 = internal constant [1 x %cardrt_cost] [%cardrt_cost { i32 16, i32 0, ptr null, i32 0, ptr @.str.29 }]
@.str.31 = private unnamed_addr constant [16 x i8] c"Test Casualties\00"
@.str.32 = private unnamed_addr constant [7 x i8] c"{B}{B}\00"
@cardc.card.30 = internal constant %cardrt_card_def { ptr @.str.31, ptr @.str.32, i32 4, i32 32, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr @cardc.targets.28, i32 1, ptr @cardc.effect.27, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr @cardc.costs.30, i32 1, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.33 = private unnamed_addr constant [6 x i8] c"+1/+1\00"
@.str.34 = private unnamed_addr constant [6 x i8] c"+1/+1\00"
@.str.35 = private unnamed_addr constant [10 x i8] c"Test Call\00"
@.str.36 = private unnamed_addr constant [7 x i8] c"{2}{G}\00"
@cardc.card.34 = internal constant %cardrt_card_def { ptr @.str.35, ptr @.str.36, i32 16, i32 16, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr null, i32 0, ptr @cardc.effect.31, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.37 = private unnamed_addr constant [11 x i8] c"invitation\00"
@.str.38 = private unnamed_addr constant [11 x i8] c"invitation\00"
@.str.39 = private unnamed_addr constant [168 x i8] c"At the beginning of your end step, put an invitation counter on Test Announcement. Then if Test Announcement has three or more invitation counters on it, sacrifice it.\00"
@.str.40 = private unnamed_addr constant [18 x i8] c"Test Announcement\00"
@.str.41 = private unnamed_addr constant [7 x i8] c"{2}{W}\00"
@cardc.triggers.42 = internal constant [1 x %cardrt_trigger_def] [%cardrt_trigger_def { ptr @.str.39, ptr @cardc.match.35, ptr null, ptr null, i32 0, ptr @cardc.effect.36, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i8 0, ptr null }]
@cardc.card.37 = internal constant %cardrt_card_def { ptr @.str.40, ptr @.str.41, i32 1, i32 4, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i32 0, ptr @cardc.triggers.42, i32 1, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.43 = private unnamed_addr constant [10 x i8] c"permanent\00"
@cardc.targets.44 = internal constant [1 x %cardrt_target_spec] [%cardrt_target_spec { ptr @.str.43, i32 1, i32 1, ptr @cardc.legal.38, i32 0, i32 0, i8 0, i8 0, i32 0, i8 0, ptr null, i32 0, i32 0, i32 0 }]
@.str.45 = private unnamed_addr constant [12 x i8] c"Test Recoil\00"
@.str.46 = private unnamed_addr constant [10 x i8] c"{1}{U}{B}\00"
@cardc.card.40 = internal constant %cardrt_card_def { ptr @.str.45, ptr @.str.46, i32 6, i32 16, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr @cardc.targets.44, i32 1, ptr @cardc.effect.39, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.47 = private unnamed_addr constant [7 x i8] c"player\00"
@cardc.targets.48 = internal constant [1 x %cardrt_target_spec] [%cardrt_target_spec { ptr @.str.47, i32 1, i32 1, ptr @cardc.legal.41, i32 0, i32 0, i8 0, i8 0, i32 0, i8 0, ptr null, i32 0, i32 0, i32 0 }]
@.str.49 = private unnamed_addr constant [11 x i8] c"Test Purge\00"
@.str.50 = private unnamed_addr constant [7 x i8] c"{1}{B}\00"
@cardc.card.45 = internal constant %cardrt_card_def { ptr @.str.49, ptr @.str.50, i32 4, i32 16, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr @cardc.targets.48, i32 1, ptr @cardc.effect.42, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@cardc.cards = internal constant [11 x ptr] [ptr @cardc.card.2, ptr @cardc.card.5, ptr @cardc.card.9, ptr @cardc.card.14, ptr @cardc.card.19, ptr @cardc.card.25, ptr @cardc.card.30, ptr @cardc.card.34, ptr @cardc.card.37, ptr @cardc.card.40, ptr @cardc.card.45]
@cardc_registry = constant %cardrt_registry { i32 30, i32 11, ptr @cardc.cards }

define internal i1 @cardc.legal.0(ptr %0, i32 %1, ptr %2) {
entry:
  %kind = load i32, ptr %2, align 4
  %3 = getelementptr i8, ptr %2, i32 4
  %id = load i32, ptr %3, align 4
  %4 = icmp eq i32 %kind, 1
  %5 = icmp eq i32 %kind, 2
  %6 = call i32 @cardrt_types(ptr %0, i32 %id)
  %7 = and i32 %6, 8
  %8 = icmp eq i32 %7, 0
  %9 = and i1 true, %8
  %10 = and i1 %9, true
  %11 = and i1 %10, true
  %12 = and i1 %5, false
  %13 = and i1 %4, %11
  %legal = or i1 %13, %12
  ret i1 %legal
}

declare i32 @cardrt_types(ptr, i32)

define internal void @cardc.effect.1(ptr %0) {
entry:
  call void @cardrt_sel_target(ptr %0, i32 0, i32 0)
  call void @cardrt_sel_related(ptr %0, i32 1, i32 0, i32 0)
  %1 = call i1 @cardrt_fx_pay_x(ptr %0, i32 1, ptr @.str.1, i32 0)
  %2 = xor i1 %1, true
  br i1 %2, label %then, label %else

then:                                             ; preds = %entry
  %3 = call i32 @cardrt_fx_counter(ptr %0, i32 0)
  br label %cont

else:                                             ; preds = %entry
  br label %cont

cont:                                             ; preds = %else, %then
  ret void
}

declare void @cardrt_sel_target(ptr, i32, i32)

declare void @cardrt_sel_related(ptr, i32, i32, i32)

declare i1 @cardrt_fx_pay_x(ptr, i32, ptr, i32)

declare i32 @cardrt_fx_counter(ptr, i32)

define internal i1 @cardc.legal.3(ptr %0, i32 %1, ptr %2) {
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
  %11 = call i32 @cardrt_controller(ptr %0, i32 %id)
  %12 = call i32 @cardrt_you(ptr %0, i32 %1)
  %13 = icmp ne i32 %11, %12
  %14 = and i1 %10, %13
  %15 = and i1 %14, true
  %16 = and i1 %15, true
  %17 = and i1 %5, false
  %18 = and i1 %4, %16
  %legal = or i1 %18, %17
  ret i1 %legal
}

declare i32 @cardrt_controller(ptr, i32)

declare i32 @cardrt_you(ptr, i32)

define internal void @cardc.effect.4(ptr %0) {
entry:
  call void @cardrt_sel_target(ptr %0, i32 0, i32 0)
  call void @cardrt_sel_related(ptr %0, i32 1, i32 0, i32 0)
  %1 = call i32 @cardrt_fx_destroy(ptr %0, i32 0, i1 true)
  %2 = call i32 @cardrt_fx_life(ptr %0, i32 1, i32 -2)
  ret void
}

declare i32 @cardrt_fx_destroy(ptr, i32, i1)

declare i32 @cardrt_fx_life(ptr, i32, i32)

define internal i1 @cardc.legal.6(ptr %0, i32 %1, ptr %2) {
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

define internal void @cardc.effect.7(ptr %0) {
entry:
  %1 = call i32 @cardrt_ctx_modes(ptr %0)
  %2 = and i32 %1, 1
  %3 = icmp ne i32 %2, 0
  br i1 %3, label %mode, label %next

mode:                                             ; preds = %entry
  call void @cardrt_sel_target(ptr %0, i32 0, i32 0)
  %4 = call i32 @cardrt_fx_counters(ptr %0, i32 0, ptr @.str.10, i32 1)
  br label %next

next:                                             ; preds = %mode, %entry
  %5 = call i32 @cardrt_ctx_modes(ptr %0)
  %6 = and i32 %5, 2
  %7 = icmp ne i32 %6, 0
  br i1 %7, label %mode1, label %next2

mode1:                                            ; preds = %next
  call void @cardrt_sel_players(ptr %0, i32 1, i32 0)
  %8 = call i32 @cardrt_fx_search_zones(ptr %0, i32 2, i32 1, i32 1, i32 0, ptr @cardc.affects.8, i32 -1, i32 1)
  call void @cardrt_sel_players(ptr %0, i32 3, i32 0)
  %9 = call i32 @cardrt_fx_shuffle(ptr %0, i32 3)
  %10 = call i32 @cardrt_fx_move(ptr %0, i32 2, i32 0, i32 1)
  br label %next2

next2:                                            ; preds = %mode1, %next
  ret void
}

declare i32 @cardrt_ctx_modes(ptr)

declare i32 @cardrt_fx_counters(ptr, i32, ptr, i32)

define internal i1 @cardc.affects.8(ptr %0, i32 %1, i32 %2) {
entry:
  %3 = call i32 @cardrt_supertypes(ptr %0, i32 %2)
  %4 = and i32 %3, 2
  %5 = icmp eq i32 %4, 2
  %6 = and i1 true, %5
  %7 = call i32 @cardrt_types(ptr %0, i32 %2)
  %8 = and i32 %7, 8
  %9 = icmp eq i32 %8, 8
  %10 = and i1 %6, %9
  %11 = call i1 @cardrt_is_token(ptr %0, i32 %2)
  %12 = xor i1 %11, true
  %13 = and i1 %10, %12
  %14 = or i1 false, %13
  %15 = and i1 %14, true
  %16 = call i32 @cardrt_owner(ptr %0, i32 %2)
  %17 = call i32 @cardrt_you(ptr %0, i32 %1)
  %18 = icmp eq i32 %16, %17
  %19 = and i1 %15, %18
  ret i1 %19
}

declare i32 @cardrt_supertypes(ptr, i32)

declare i1 @cardrt_is_token(ptr, i32)

declare i32 @cardrt_owner(ptr, i32)

declare void @cardrt_sel_players(ptr, i32, i32)

declare i32 @cardrt_fx_search_zones(ptr, i32, i32, i32, i32, ptr, i32, i32)

declare i32 @cardrt_fx_shuffle(ptr, i32)

declare i32 @cardrt_fx_move(ptr, i32, i32, i32)

define internal i1 @cardc.match.10(ptr %0, i32 %1, ptr %2) {
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

define internal void @cardc.effect.11(ptr %0) {
entry:
  call void @cardrt_sel_source(ptr %0, i32 0)
  %1 = call i32 @cardrt_fx_sacrifice(ptr %0, i32 0)
  %2 = call i32 @cardrt_fx_result(ptr %0)
  %3 = icmp sge i32 %2, 1
  br i1 %3, label %then, label %cont

then:                                             ; preds = %entry
  %4 = call i32 @cardrt_fx_reflexive(ptr %0, ptr @cardc.reflexive)
  br label %cont

cont:                                             ; preds = %then, %entry
  ret void
}

declare void @cardrt_sel_source(ptr, i32)

declare i32 @cardrt_fx_sacrifice(ptr, i32)

declare i32 @cardrt_fx_result(ptr)

define internal void @cardc.effect.12(ptr %0) {
entry:
  call void @cardrt_sel_players(ptr %0, i32 0, i32 0)
  %1 = call i32 @cardrt_fx_search_zones(ptr %0, i32 1, i32 0, i32 1, i32 0, ptr @cardc.affects.13, i32 -1, i32 1)
  %2 = call i32 @cardrt_fx_move(ptr %0, i32 1, i32 2, i32 4)
  call void @cardrt_sel_players(ptr %0, i32 2, i32 0)
  %3 = call i32 @cardrt_fx_shuffle(ptr %0, i32 2)
  call void @cardrt_sel_players(ptr %0, i32 3, i32 0)
  %4 = call i32 @cardrt_fx_life(ptr %0, i32 3, i32 1)
  ret void
}

define internal i1 @cardc.affects.13(ptr %0, i32 %1, i32 %2) {
entry:
  %3 = call i32 @cardrt_supertypes(ptr %0, i32 %2)
  %4 = and i32 %3, 2
  %5 = icmp eq i32 %4, 2
  %6 = and i1 true, %5
  %7 = call i1 @cardrt_has_subtype(ptr %0, i32 %2, ptr @.str.13)
  %8 = and i1 %6, %7
  %9 = call i1 @cardrt_is_token(ptr %0, i32 %2)
  %10 = xor i1 %9, true
  %11 = and i1 %8, %10
  %12 = or i1 false, %11
  %13 = and i1 %12, true
  %14 = call i32 @cardrt_owner(ptr %0, i32 %2)
  %15 = call i32 @cardrt_you(ptr %0, i32 %1)
  %16 = icmp eq i32 %14, %15
  %17 = and i1 %13, %16
  ret i1 %17
}

declare i1 @cardrt_has_subtype(ptr, i32, ptr)

declare i32 @cardrt_fx_reflexive(ptr, ptr)

define internal void @cardc.effect.15(ptr %0) {
entry:
  %1 = call i32 @cardrt_ctx_source(ptr %0)
  %2 = call ptr @cardrt_ctx_game(ptr %0)
  %3 = call i32 @cardrt_count(ptr %2, i32 %1, ptr @cardc.affects.16, i32 8)
  %4 = icmp sge i32 %3, 7
  br i1 %4, label %instead, label %as.said

instead:                                          ; preds = %entry
  call void @cardrt_sel_players(ptr %0, i32 0, i32 0)
  %5 = call i32 @cardrt_fx_search_zones(ptr %0, i32 1, i32 0, i32 1, i32 0, ptr @cardc.affects.17, i32 -1, i32 3)
  %6 = call i32 @cardrt_fx_move(ptr %0, i32 1, i32 2, i32 4)
  call void @cardrt_sel_players(ptr %0, i32 2, i32 0)
  %7 = call i32 @cardrt_fx_shuffle(ptr %0, i32 2)
  br label %cont

as.said:                                          ; preds = %entry
  call void @cardrt_sel_players(ptr %0, i32 3, i32 0)
  %8 = call i32 @cardrt_fx_search_zones(ptr %0, i32 4, i32 3, i32 1, i32 0, ptr @cardc.affects.18, i32 -1, i32 1)
  %9 = call i32 @cardrt_fx_move(ptr %0, i32 4, i32 2, i32 4)
  call void @cardrt_sel_players(ptr %0, i32 5, i32 0)
  %10 = call i32 @cardrt_fx_shuffle(ptr %0, i32 5)
  br label %cont

cont:                                             ; preds = %as.said, %instead
  ret void
}

define internal i1 @cardc.affects.16(ptr %0, i32 %1, i32 %2) {
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

declare ptr @cardrt_ctx_game(ptr)

declare i32 @cardrt_ctx_source(ptr)

declare i32 @cardrt_count(ptr, i32, ptr, i32)

define internal i1 @cardc.affects.17(ptr %0, i32 %1, i32 %2) {
entry:
  %3 = call i32 @cardrt_supertypes(ptr %0, i32 %2)
  %4 = and i32 %3, 2
  %5 = icmp eq i32 %4, 2
  %6 = and i1 true, %5
  %7 = call i32 @cardrt_types(ptr %0, i32 %2)
  %8 = and i32 %7, 8
  %9 = icmp eq i32 %8, 8
  %10 = and i1 %6, %9
  %11 = call i1 @cardrt_is_token(ptr %0, i32 %2)
  %12 = xor i1 %11, true
  %13 = and i1 %10, %12
  %14 = or i1 false, %13
  %15 = and i1 %14, true
  %16 = call i32 @cardrt_owner(ptr %0, i32 %2)
  %17 = call i32 @cardrt_you(ptr %0, i32 %1)
  %18 = icmp eq i32 %16, %17
  %19 = and i1 %15, %18
  ret i1 %19
}

define internal i1 @cardc.affects.18(ptr %0, i32 %1, i32 %2) {
entry:
  %3 = call i32 @cardrt_supertypes(ptr %0, i32 %2)
  %4 = and i32 %3, 2
  %5 = icmp eq i32 %4, 2
  %6 = and i1 true, %5
  %7 = call i32 @cardrt_types(ptr %0, i32 %2)
  %8 = and i32 %7, 8
  %9 = icmp eq i32 %8, 8
  %10 = and i1 %6, %9
  %11 = call i1 @cardrt_is_token(ptr %0, i32 %2)
  %12 = xor i1 %11, true
  %13 = and i1 %10, %12
  %14 = or i1 false, %13
  %15 = and i1 %14, true
  %16 = call i32 @cardrt_owner(ptr %0, i32 %2)
  %17 = call i32 @cardrt_you(ptr %0, i32 %1)
  %18 = icmp eq i32 %16, %17
  %19 = and i1 %15, %18
  ret i1 %19
}

define internal void @cardc.effect.20(ptr %0) {
entry:
  call void @cardrt_sel_players(ptr %0, i32 0, i32 0)
  %1 = call i32 @cardrt_fx_emblem(ptr %0, i32 0, ptr @cardc.card.24)
  ret void
}

define internal i1 @cardc.match.21(ptr %0, i32 %1, ptr %2) {
entry:
  %3 = getelementptr i8, ptr %2, i32 0
  %kind = load i32, ptr %3, align 4
  %4 = getelementptr i8, ptr %2, i32 20
  %player = load i32, ptr %4, align 4
  %5 = call i32 @cardrt_you(ptr %0, i32 %1)
  %6 = icmp eq i32 %player, %5
  %7 = icmp eq i32 %kind, 1
  %8 = and i1 %7, %6
  %9 = getelementptr i8, ptr %2, i32 4
  %object = load i32, ptr %9, align 4
  %10 = call i32 @cardrt_types(ptr %0, i32 %object)
  %11 = and i32 %10, 2
  %12 = icmp eq i32 %11, 2
  %13 = and i1 true, %12
  %14 = or i1 false, %13
  %15 = call i32 @cardrt_types(ptr %0, i32 %object)
  %16 = and i32 %15, 8
  %17 = icmp eq i32 %16, 0
  %18 = and i1 %14, %17
  %19 = and i1 %18, true
  %20 = and i1 %8, %19
  %21 = and i1 %20, true
  ret i1 %21
}

define internal void @cardc.effect.22(ptr %0) {
entry:
  %you.did = alloca i1, align 1
  store i1 false, ptr %you.did, align 1
  %1 = call i1 @cardrt_fx_may(ptr %0, i32 -1, ptr @.str.20)
  store i1 %1, ptr %you.did, align 1
  br i1 %1, label %then, label %else

then:                                             ; preds = %entry
  call void @cardrt_sel_players(ptr %0, i32 0, i32 0)
  %2 = call i32 @cardrt_fx_search_zones(ptr %0, i32 1, i32 0, i32 1, i32 0, ptr @cardc.affects.23, i32 -1, i32 1)
  %3 = call i32 @cardrt_fx_move(ptr %0, i32 1, i32 2, i32 0)
  call void @cardrt_sel_players(ptr %0, i32 2, i32 0)
  %4 = call i32 @cardrt_fx_shuffle(ptr %0, i32 2)
  br label %cont

else:                                             ; preds = %entry
  br label %cont

cont:                                             ; preds = %else, %then
  ret void
}

declare i1 @cardrt_fx_may(ptr, i32, ptr)

define internal i1 @cardc.affects.23(ptr %0, i32 %1, i32 %2) {
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
  %12 = call i32 @cardrt_owner(ptr %0, i32 %2)
  %13 = call i32 @cardrt_you(ptr %0, i32 %1)
  %14 = icmp eq i32 %12, %13
  %15 = and i1 %11, %14
  ret i1 %15
}

declare i32 @cardrt_fx_emblem(ptr, i32, ptr)

define internal i1 @cardc.legal.26(ptr %0, i32 %1, ptr %2) {
entry:
  %kind = load i32, ptr %2, align 4
  %3 = getelementptr i8, ptr %2, i32 4
  %id = load i32, ptr %3, align 4
  %4 = icmp eq i32 %kind, 1
  %5 = icmp eq i32 %kind, 2
  %6 = and i1 %5, true
  %7 = and i1 %4, false
  %legal = or i1 %7, %6
  ret i1 %legal
}

define internal void @cardc.effect.27(ptr %0) {
entry:
  %changes1 = alloca [1 x %cardrt_change], align 8
  %changes = alloca [1 x %cardrt_change], align 8
  %1 = call ptr @cardrt_ctx_game(ptr %0)
  %2 = call i32 @cardrt_ctx_source(ptr %0)
  %3 = call i32 @cardrt_cast_options(ptr %1, i32 %2)
  %4 = and i32 %3, 1
  %kicked = icmp ne i32 %4, 0
  br i1 %kicked, label %instead, label %as.said

instead:                                          ; preds = %entry
  call void @cardrt_sel_objects(ptr %0, i32 0, ptr @cardc.affects.28, i32 4)
  call void @cardrt_sel_target(ptr %0, i32 1, i32 0)
  call void @cardrt_sel_keep_controlled(ptr %0, i32 0, i32 1, i1 false)
  %5 = getelementptr [1 x %cardrt_change], ptr %changes, i32 0, i32 0
  %6 = getelementptr inbounds %cardrt_change, ptr %5, i32 0, i32 0
  store i32 6, ptr %6, align 4
  %7 = getelementptr inbounds %cardrt_change, ptr %5, i32 0, i32 1
  store i32 0, ptr %7, align 4
  %8 = getelementptr inbounds %cardrt_change, ptr %5, i32 0, i32 2
  store i64 0, ptr %8, align 8
  %9 = getelementptr inbounds %cardrt_change, ptr %5, i32 0, i32 3
  store i32 -2, ptr %9, align 4
  %10 = getelementptr inbounds %cardrt_change, ptr %5, i32 0, i32 4
  store i32 -2, ptr %10, align 4
  %11 = getelementptr inbounds %cardrt_change, ptr %5, i32 0, i32 5
  store ptr null, ptr %11, align 8
  %12 = getelementptr inbounds %cardrt_change, ptr %5, i32 0, i32 6
  store ptr null, ptr %12, align 8
  %13 = call i32 @cardrt_fx_effect(ptr %0, i32 0, ptr %changes, i32 1, i32 0, ptr null)
  br label %cont

as.said:                                          ; preds = %entry
  call void @cardrt_sel_objects(ptr %0, i32 2, ptr @cardc.affects.29, i32 4)
  call void @cardrt_sel_target(ptr %0, i32 3, i32 0)
  call void @cardrt_sel_keep_controlled(ptr %0, i32 2, i32 3, i1 false)
  %14 = getelementptr [1 x %cardrt_change], ptr %changes1, i32 0, i32 0
  %15 = getelementptr inbounds %cardrt_change, ptr %14, i32 0, i32 0
  store i32 6, ptr %15, align 4
  %16 = getelementptr inbounds %cardrt_change, ptr %14, i32 0, i32 1
  store i32 0, ptr %16, align 4
  %17 = getelementptr inbounds %cardrt_change, ptr %14, i32 0, i32 2
  store i64 0, ptr %17, align 8
  %18 = getelementptr inbounds %cardrt_change, ptr %14, i32 0, i32 3
  store i32 -1, ptr %18, align 4
  %19 = getelementptr inbounds %cardrt_change, ptr %14, i32 0, i32 4
  store i32 -1, ptr %19, align 4
  %20 = getelementptr inbounds %cardrt_change, ptr %14, i32 0, i32 5
  store ptr null, ptr %20, align 8
  %21 = getelementptr inbounds %cardrt_change, ptr %14, i32 0, i32 6
  store ptr null, ptr %21, align 8
  %22 = call i32 @cardrt_fx_effect(ptr %0, i32 2, ptr %changes1, i32 1, i32 0, ptr null)
  br label %cont

cont:                                             ; preds = %as.said, %instead
  ret void
}

declare i32 @cardrt_cast_options(ptr, i32)

define internal i1 @cardc.affects.28(ptr %0, i32 %1, i32 %2) {
entry:
  %3 = call i32 @cardrt_types(ptr %0, i32 %2)
  %4 = and i32 %3, 2
  %5 = icmp eq i32 %4, 2
  %6 = and i1 true, %5
  %7 = or i1 false, %6
  %8 = and i1 %7, true
  ret i1 %8
}

declare void @cardrt_sel_objects(ptr, i32, ptr, i32)

declare void @cardrt_sel_keep_controlled(ptr, i32, i32, i1)

declare i32 @cardrt_fx_effect(ptr, i32, ptr, i32, i32, ptr)

define internal i1 @cardc.affects.29(ptr %0, i32 %1, i32 %2) {
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

define internal void @cardc.effect.31(ptr %0) {
entry:
  %changes = alloca [1 x %cardrt_change], align 8
  %1 = call i32 @cardrt_ctx_source(ptr %0)
  %2 = call ptr @cardrt_ctx_game(ptr %0)
  %3 = call i32 @cardrt_count(ptr %2, i32 %1, ptr @cardc.affects.32, i32 4)
  %4 = mul i32 1, %3
  call void @cardrt_sel_players(ptr %0, i32 0, i32 0)
  %5 = call i32 @cardrt_fx_draw(ptr %0, i32 0, i32 %4)
  call void @cardrt_sel_objects(ptr %0, i32 1, ptr @cardc.affects.33, i32 4)
  %6 = getelementptr [1 x %cardrt_change], ptr %changes, i32 0, i32 0
  %7 = getelementptr inbounds %cardrt_change, ptr %6, i32 0, i32 0
  store i32 3, ptr %7, align 4
  %8 = getelementptr inbounds %cardrt_change, ptr %6, i32 0, i32 1
  store i32 0, ptr %8, align 4
  %9 = getelementptr inbounds %cardrt_change, ptr %6, i32 0, i32 2
  store i64 512, ptr %9, align 8
  %10 = getelementptr inbounds %cardrt_change, ptr %6, i32 0, i32 3
  store i32 0, ptr %10, align 4
  %11 = getelementptr inbounds %cardrt_change, ptr %6, i32 0, i32 4
  store i32 0, ptr %11, align 4
  %12 = getelementptr inbounds %cardrt_change, ptr %6, i32 0, i32 5
  store ptr null, ptr %12, align 8
  %13 = getelementptr inbounds %cardrt_change, ptr %6, i32 0, i32 6
  store ptr null, ptr %13, align 8
  %14 = call i32 @cardrt_fx_effect(ptr %0, i32 1, ptr %changes, i32 1, i32 0, ptr null)
  ret void
}

define internal i1 @cardc.affects.32(ptr %0, i32 %1, i32 %2) {
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
  %12 = call i32 @cardrt_counter_count(ptr %0, i32 %2, ptr @.str.33)
  %13 = icmp sge i32 %12, 1
  %14 = and i1 %11, %13
  %15 = and i1 %14, true
  ret i1 %15
}

declare i32 @cardrt_counter_count(ptr, i32, ptr)

declare i32 @cardrt_fx_draw(ptr, i32, i32)

define internal i1 @cardc.affects.33(ptr %0, i32 %1, i32 %2) {
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
  %12 = call i32 @cardrt_counter_count(ptr %0, i32 %2, ptr @.str.34)
  %13 = icmp sge i32 %12, 1
  %14 = and i1 %11, %13
  %15 = and i1 %14, true
  ret i1 %15
}

define internal i1 @cardc.match.35(ptr %0, i32 %1, ptr %2) {
entry:
  %3 = getelementptr i8, ptr %2, i32 0
  %kind = load i32, ptr %3, align 4
  %4 = getelementptr i8, ptr %2, i32 36
  %step = load i32, ptr %4, align 4
  %5 = icmp eq i32 %step, 10
  %6 = icmp eq i32 %kind, 6
  %7 = and i1 %6, %5
  %8 = getelementptr i8, ptr %2, i32 20
  %player = load i32, ptr %8, align 4
  %9 = call i32 @cardrt_controller(ptr %0, i32 %1)
  %10 = icmp eq i32 %player, %9
  %11 = and i1 %7, %10
  %12 = and i1 %11, true
  ret i1 %12
}

define internal void @cardc.effect.36(ptr %0) {
entry:
  %1 = call ptr @cardrt_ctx_game(ptr %0)
  %2 = call i32 @cardrt_ctx_source(ptr %0)
  call void @cardrt_sel_source(ptr %0, i32 0)
  %3 = call i32 @cardrt_fx_counters(ptr %0, i32 0, ptr @.str.37, i32 1)
  %4 = call i32 @cardrt_counter_count(ptr %1, i32 %2, ptr @.str.38)
  %5 = icmp sge i32 %4, 3
  %6 = and i1 true, %5
  %7 = and i1 %6, true
  br i1 %7, label %then, label %else

then:                                             ; preds = %entry
  %8 = call i32 @cardrt_fx_sacrifice(ptr %0, i32 0)
  br label %cont

else:                                             ; preds = %entry
  br label %cont

cont:                                             ; preds = %else, %then
  ret void
}

define internal i1 @cardc.legal.38(ptr %0, i32 %1, ptr %2) {
entry:
  %kind = load i32, ptr %2, align 4
  %3 = getelementptr i8, ptr %2, i32 4
  %id = load i32, ptr %3, align 4
  %4 = icmp eq i32 %kind, 1
  %5 = icmp eq i32 %kind, 2
  %6 = call i32 @cardrt_zone_of(ptr %0, i32 %id)
  %7 = icmp eq i32 %6, 2
  %8 = call i32 @cardrt_types(ptr %0, i32 %id)
  %9 = and i32 %8, 79
  %10 = icmp ne i32 %9, 0
  %11 = or i1 %7, %10
  %12 = and i1 true, %11
  %13 = or i1 false, %12
  %14 = and i1 %13, true
  %15 = and i1 %14, true
  %16 = and i1 %5, false
  %17 = and i1 %4, %15
  %legal = or i1 %17, %16
  ret i1 %legal
}

declare i32 @cardrt_zone_of(ptr, i32)

define internal void @cardc.effect.39(ptr %0) {
entry:
  call void @cardrt_sel_target(ptr %0, i32 0, i32 0)
  %1 = call i32 @cardrt_fx_move(ptr %0, i32 0, i32 1, i32 0)
  call void @cardrt_sel_related(ptr %0, i32 1, i32 0, i32 1)
  %2 = call i32 @cardrt_fx_discard(ptr %0, i32 1, i32 1, i1 false)
  ret void
}

declare i32 @cardrt_fx_discard(ptr, i32, i32, i1)

define internal i1 @cardc.legal.41(ptr %0, i32 %1, ptr %2) {
entry:
  %kind = load i32, ptr %2, align 4
  %3 = getelementptr i8, ptr %2, i32 4
  %id = load i32, ptr %3, align 4
  %4 = icmp eq i32 %kind, 1
  %5 = icmp eq i32 %kind, 2
  %6 = and i1 %5, true
  %7 = and i1 %4, false
  %legal = or i1 %7, %6
  ret i1 %legal
}

define internal void @cardc.effect.42(ptr %0) {
entry:
  call void @cardrt_sel_objects(ptr %0, i32 0, ptr @cardc.affects.43, i32 8)
  call void @cardrt_sel_target(ptr %0, i32 1, i32 0)
  call void @cardrt_sel_keep_controlled(ptr %0, i32 0, i32 1, i1 true)
  %1 = call i32 @cardrt_fx_move(ptr %0, i32 0, i32 5, i32 0)
  call void @cardrt_sel_objects(ptr %0, i32 2, ptr @cardc.affects.44, i32 2)
  call void @cardrt_sel_keep_controlled(ptr %0, i32 2, i32 1, i1 true)
  %2 = call i32 @cardrt_sel_count(ptr %0, i32 2)
  %3 = mul i32 1, %2
  %4 = sub i32 0, %3
  %5 = call i32 @cardrt_fx_life(ptr %0, i32 1, i32 %4)
  ret void
}

define internal i1 @cardc.affects.43(ptr %0, i32 %1, i32 %2) {
entry:
  %3 = call i1 @cardrt_is_token(ptr %0, i32 %2)
  %4 = xor i1 %3, true
  %5 = and i1 true, %4
  %6 = or i1 false, %5
  %7 = call i32 @cardrt_owner(ptr %0, i32 %2)
  %8 = and i1 %6, true
  %9 = and i1 %8, true
  ret i1 %9
}

define internal i1 @cardc.affects.44(ptr %0, i32 %1, i32 %2) {
entry:
  %3 = call i1 @cardrt_is_token(ptr %0, i32 %2)
  %4 = xor i1 %3, true
  %5 = and i1 true, %4
  %6 = or i1 false, %5
  %7 = and i1 %6, true
  ret i1 %7
}

declare i32 @cardrt_sel_count(ptr, i32)
